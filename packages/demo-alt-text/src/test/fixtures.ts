import type { AltTextImage } from '@paperlight/api-client';

/** 2026-01-01T00:00:00Z: the fixed "now" of tests and stories. */
export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
export const SIGN_UP_URL = 'https://sso.example.test/signup';
export const API_URL = 'https://api.example.test';

// Small inline figures so stories and tests need no server.
const figureSvg = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fff"/><rect x="60" y="${300 - 200}" width="80" height="170" fill="${colour}"/><rect x="180" y="160" width="80" height="110" fill="${colour}" opacity="0.6"/><text x="200" y="40" font-size="22" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`,
  )}`;

/** The physical-science sample as the api answers it (abridged long texts). */
export const sampleImages: AltTextImage[] = [
  {
    imageId: 'physical-science-1',
    imageSequenceNumber: 1,
    figureTag: 'Figure 1',
    url: figureSvg('Figure 1', '#1d4ed8'),
    category: 'Scatter Plot',
    complexity: 'Moderate',
    altText: {
      academic: {
        short:
          'Scatter plot with exponential fit: protactinium-234m count rate falls from 490 to 26 counts per 10 s over 300 s; fitted half-life 70.3 s.',
        long: 'Scatter plot of background-corrected counts per 10-second interval against time in seconds for a protactinium-234m source. Sixteen measurements fall from 490 counts at 0 s to 26 at 300 s. A red exponential curve fitted by least squares passes close to every point; dashed guide lines mark the half-life at 70.3 s.',
      },
    },
  },
  {
    imageId: 'physical-science-2',
    imageSequenceNumber: 2,
    figureTag: 'Figure 2',
    url: figureSvg('Figure 2', '#6d28d9'),
    category: 'Line Graph',
    complexity: 'Complex',
    altText: {
      academic: {
        short:
          'Line graph of black-body spectral radiance at 3000, 4000 and 5000 K: hotter bodies emit far more and peak at shorter wavelengths.',
        long: 'Line graph of spectral radiance against wavelength from 200 to 2000 nm for black bodies at 3000, 4000 and 5000 K. The curves peak at 966, 724 and 580 nm respectively, illustrating Wien’s displacement law.',
      },
    },
  },
  {
    imageId: 'physical-science-3',
    imageSequenceNumber: 3,
    figureTag: 'Equation 2',
    url: figureSvg('Equation 2', '#111827'),
    category: 'Error: image type could not be determined',
    complexity: 'Simple',
    altText: {
      academic: {
        short: 'Equation 2: Planck’s law for the spectral radiance of a black body as a function of wavelength and temperature.',
        long: 'Typeset equation, numbered 2, giving Planck’s law: B sub lambda of lambda and T equals 2 h c squared over lambda to the fifth, times 1 over e to the h c over lambda k T, minus 1.',
      },
    },
  },
];

export const sampleData = {
  fileName: 'radioactive-decay-and-blackbody-radiation.pdf',
  reportUrl: `${API_URL}/samples/alt-text/assets/physical-science/alt-text-report.docx`,
  images: sampleImages,
};

/** Two figures with their pixel sizes and 320/640 px renditions, as the canned samples carry them. */
export const sizedSample = {
  fileName: 'sized.pdf',
  images: [1, 2].map((n) => ({
    ...sampleImages[n - 1]!,
    url: `/f${n}.png`,
    width: 1000,
    height: 720,
    renditions: [
      { url: `/f${n}-320w.png`, width: 320, height: 230 },
      { url: `/f${n}-640w.png`, width: 640, height: 461 },
    ],
  })),
};
