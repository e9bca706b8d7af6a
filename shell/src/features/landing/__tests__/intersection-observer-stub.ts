/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed and lets a test say how much
 * of it is visible, the way the browser would report it.
 */
type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };

const observers: Observer[] = [];

class IntersectionObserverStub {
  private readonly record: Observer;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve(target: Element) {
    this.record.targets = this.record.targets.filter((observed) => observed !== target);
  }
  disconnect() {
    this.record.targets = [];
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function installIntersectionObserver() {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: IntersectionObserverStub,
  });
}

export function uninstallIntersectionObserver() {
  observers.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** Reports that `ratio` of `target` is visible to every observer watching it. */
export function reportVisibility(target: Element, ratio: number) {
  for (const observer of observers.filter((candidate) => candidate.targets.includes(target))) {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    } as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

export function observedThresholds(target: Element): (number | number[] | undefined)[] {
  return observers
    .filter((observer) => observer.targets.includes(target))
    .map((observer) => observer.options?.threshold);
}
