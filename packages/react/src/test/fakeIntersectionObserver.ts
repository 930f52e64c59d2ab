/** IntersectionObserver stand-in: the test says when the sentinel comes into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  target: Element | undefined;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  static showSentinel() {
    const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected).at(-1);
    if (!live?.target) throw new Error('no sentinel is observed');
    live.callback(
      [{ isIntersecting: true, target: live.target } as IntersectionObserverEntry],
      live as unknown as IntersectionObserver,
    );
  }
}
