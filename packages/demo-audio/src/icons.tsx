import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const Svg = ({ children, ...props }: IconProps) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    {children}
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z" />
  </Svg>
);

export const PauseIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" />
  </Svg>
);

export const ReplayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
  </Svg>
);

/** A circular arrow with "10" inside; `flip` turns it into the forward jump. */
export const Jump10Icon = ({ flip, ...props }: IconProps & { flip?: boolean }) => (
  <Svg {...props}>
    <g transform={flip ? 'translate(24 0) scale(-1 1)' : undefined}>
      <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
    </g>
    <text x="12" y="16.2" textAnchor="middle" fontSize="7.5" fontWeight="700" fontFamily="system-ui, sans-serif">
      10
    </text>
  </Svg>
);

export const PreviousIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 5h2v14H6zM20 5.9v12.2a.9.9 0 0 1-1.4.75L10 12.75a.9.9 0 0 1 0-1.5l8.6-6.1a.9.9 0 0 1 1.4.75Z" />
  </Svg>
);

export const NextIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16 5h2v14h-2zM4 5.9v12.2a.9.9 0 0 0 1.4.75L14 12.75a.9.9 0 0 0 0-1.5L5.4 5.15A.9.9 0 0 0 4 5.9Z" />
  </Svg>
);

export const VolumeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9v6h4l5 4V5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Zm-2.5-8.8v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
  </Svg>
);

export const MutedIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9v6h4l5 4V5L8 9H4Zm17.3-.3-1.4-1.4-2.3 2.3-2.3-2.3-1.4 1.4 2.3 2.3-2.3 2.3 1.4 1.4 2.3-2.3 2.3 2.3 1.4-1.4-2.3-2.3 2.3-2.3Z" />
  </Svg>
);

export const LockIcon = (props: IconProps) => (
  <Svg width="16" height="16" {...props}>
    <path d="M17 9V7A5 5 0 0 0 7 7v2a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2ZM9 7a3 3 0 0 1 6 0v2H9V7Zm4 9.7V18h-2v-1.3a2 2 0 1 1 2 0Z" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg width="16" height="16" {...props}>
    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
  </Svg>
);
