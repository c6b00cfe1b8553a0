/**
 * React Flow measures its nodes before it shows them, and jsdom has no layout. The stand-ins its
 * testing guide gives (reactflow.dev/learn/advanced-use/testing): a ResizeObserver that reports at
 * once, a DOMMatrixReadOnly, and element sizes. Installed only under jsdom (unit tests and the
 * stories' test run); a real browser keeps its own.
 */
export function measureReactFlowInJsdom(): void {
  if (typeof navigator === 'undefined' || !navigator.userAgent.includes('jsdom')) return;
  class ResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as globalThis.ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnly {
    m22: number;
    constructor(transform: string) {
      const scale = /scale\(([1-9.])\)/.exec(transform ?? '')?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  Object.assign(globalThis, { ResizeObserver, DOMMatrixReadOnly });
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return Number.parseFloat(this.style.height) || 1;
      },
    },
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return Number.parseFloat(this.style.width) || 1;
      },
    },
  });
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}
