import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFrameLocale } from '../i18n/frameText.js';
import type { ApprovalRequest, Visitor } from '../visitor/visitor.js';
import { approvalShowTimeoutMs, createFrameUi } from './frameUi.js';
import { approveArmDelayMs } from './visibilityGuard.js';

/** An IntersectionObserver v2 the test drives: it reports what the browser would see of the approval. */
class FakeIntersectionObserver {
  static live: FakeIntersectionObserver[] = [];
  private target: Element | undefined;
  constructor(
    private readonly callback: (entries: object[]) => void,
    readonly options: { trackVisibility?: boolean },
  ) {
    FakeIntersectionObserver.live.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live = FakeIntersectionObserver.live.filter((observer) => observer !== this);
  }
  /** In view (wholly), and with v2 whether nothing covers, fades or transforms it. */
  report(inView: boolean, unobscured = inView) {
    this.callback([
      {
        target: this.target,
        isIntersecting: inView,
        intersectionRatio: inView ? 1 : 0,
        isVisible: unobscured,
      },
    ]);
  }
}

const request: ApprovalRequest = {
  origin: 'https://dapp.example',
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  method: 'personal_sign',
  params: ['0x48656c6c6f', '0xa11ce'],
};

let page: Window;
let visitor: Visitor;
let sizes: number[];
let keys: string[];
const doc = () => page.document as unknown as Document;
const button = (name: string) =>
  [...doc().querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement;
/** A click as the browser delivers a real pointer or key press (`isTrusted`), which no script can forge there. */
const trustedClick = (target: HTMLElement) => {
  const event = new page.MouseEvent('click', { bubbles: true }) as unknown as MouseEvent;
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
};
const observer = () => FakeIntersectionObserver.live.at(-1) as FakeIntersectionObserver;
/** The outcome of a visitor promise, observed from the start. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  page = new Window({ url: 'https://frame.portico.test/' });
  Object.assign(page, {
    IntersectionObserver: FakeIntersectionObserver,
    // v2: the entry's prototype has `isVisible`.
    IntersectionObserverEntry: Object.assign(() => {}, { prototype: { isVisible: false } }),
  });
  FakeIntersectionObserver.live = [];
  sizes = [];
  keys = [];
  visitor = createFrameUi(doc(), {
    onSize: (height) => sizes.push(height),
    onKey: (key, shiftKey) => keys.push(shiftKey ? `Shift+${key}` : key),
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await setFrameLocale(doc(), 'en');
  await page.happyDOM.close();
});

describe("the frame's approval, in its own document", () => {
  it('shows who asks, the network and the readable summary, and focuses its heading', () => {
    void outcome(visitor.approve(request, new AbortController().signal));
    const region = doc().querySelector('section') as HTMLElement;
    expect(region.textContent).toContain('Sign message');
    expect(region.textContent).toContain('Request from https://dapp.example');
    expect(region.textContent).toContain('Network eip155:31337');
    expect([...region.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Message',
      'Hello',
    ]);
    expect(doc().activeElement?.textContent).toBe('Sign message');
    expect(observer().options.trackVisibility).toBe(true);
  });

  /** The approval's rows as shown: label, value, label, value… */
  const cells = () => [...doc().querySelectorAll('section dt, section dd')].map((cell) => cell.textContent);
  const heading = () => doc().querySelector('section h1')?.textContent;
  const showApproval = (shown: Partial<ApprovalRequest>) =>
    void outcome(visitor.approve({ ...request, ...shown }, new AbortController().signal));

  it("in German (issue 28): Portico's words translated; typed data's own field names and values verbatim", async () => {
    await setFrameLocale(doc(), 'de');
    const contract = '0x00000000000000000000000000000000000000C0';
    const typedData = {
      domain: { name: 'Demo', chainId: 1, verifyingContract: contract },
      primaryType: 'Order',
      // The dApp's own fields, named like Portico's labels: shown as they came, never translated.
      message: { Type: 'Limit', Value: '1000', Amount: 'Unlimited', from: { name: 'Alice' } },
    };
    showApproval({ method: 'eth_signTypedData_v4', params: ['0xa11ce', JSON.stringify(typedData)] });
    expect(heading()).toBe('Typisierte Daten signieren');
    expect(doc().querySelector('section')?.textContent).toContain('Anfrage von https://dapp.example');
    expect(cells()).toEqual([
      'Domain',
      'Demo',
      'Chain',
      '1',
      'Vertrag',
      contract,
      'Typ',
      'Order',
      'Type',
      'Limit',
      'Value',
      '1000',
      'Amount',
      'Unlimited',
      'from.name',
      'Alice',
    ]);
    expect(button('Genehmigen')).toBeDefined();
  });

  it('in German (issue 28): the same recipients, amounts and calls as in English, only the words translated', async () => {
    const bob = '0x000000000000000000000000000000000000b0b0';
    const token = '0x00000000000000000000000000000000000000Aa';
    const transfer = `0xa9059cbb${bob.slice(2).padStart(64, '0')}${1_500_000n.toString(16).padStart(64, '0')}`;
    const calls = {
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to: bob, value: '0xde0b6b3a7640000' },
            { to: token, value: '0x0', data: transfer },
            { value: '0x1', data: '0x60806040' },
          ],
        },
      ],
    };
    const first = outcome(visitor.approve({ ...request, ...calls }, new AbortController().signal));
    const english = cells();
    expect(heading()).toBe('Send calls');
    trustedClick(button('Reject'));
    await first;
    await setFrameLocale(doc(), 'de');
    showApproval(calls);
    const german = cells();
    expect(heading()).toBe('Aufrufe senden');
    expect(german).toEqual([
      'Aufruf 1: An',
      bob,
      'Aufruf 1: Betrag',
      '1 ETH',
      'Aufruf 2: An',
      token,
      'Aufruf 2: Betrag',
      '0 ETH',
      'Aufruf 2: Aktion',
      'Überweisung',
      'Aufruf 2: Token',
      token,
      'Aufruf 2: Empfänger',
      bob,
      'Aufruf 2: Menge',
      '1500000 Einheiten',
      'Aufruf 3: An',
      'Neuer Vertrag',
      'Aufruf 3: Betrag',
      '0.000000000000000001 ETH',
      'Aufruf 3: Aktion',
      'Vertragsaufruf',
      'Aufruf 3: Funktion',
      '0x60806040',
    ]);
    // Every address and amount of the English summary is in the German one, unchanged and in the same place.
    const data = (shown: (string | null)[]) =>
      shown
        .filter((cell) => /0x|\d/.test(cell ?? '') && !/:/.test(cell ?? ''))
        .map((cell) => cell?.replace(/ (units|Einheiten)$/, ''));
    expect(data(german)).toEqual(data(english));
  });

  it(`arms Approve only after ${approveArmDelayMs} ms wholly in view and unobscured; covering it disarms it`, async () => {
    const result = outcome(visitor.approve(request, new AbortController().signal));
    expect(button('Approve').disabled).toBe(true);
    trustedClick(button('Approve'));
    observer().report(true, false);
    vi.advanceTimersByTime(approveArmDelayMs * 2);
    expect(button('Approve').disabled).toBe(true);
    observer().report(true);
    vi.advanceTimersByTime(approveArmDelayMs - 1);
    expect(button('Approve').disabled).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button('Approve').disabled).toBe(false);
    observer().report(true, false);
    expect(button('Approve').disabled).toBe(true);
    trustedClick(button('Approve'));
    observer().report(true);
    vi.advanceTimersByTime(approveArmDelayMs);
    trustedClick(button('Approve'));
    expect(await result).toEqual({ value: undefined });
    expect(doc().querySelector('section')).toBeNull();
  });

  it("ignores a script's click (not isTrusted) on Approve and Reject, armed or not", async () => {
    let settled = false;
    void visitor.approve(request, new AbortController().signal).finally(() => {
      settled = true;
    });
    observer().report(true);
    vi.advanceTimersByTime(approveArmDelayMs);
    button('Approve').click();
    button('Reject').click();
    button('Approve').dispatchEvent(new page.MouseEvent('click', { bubbles: true }) as unknown as Event);
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(doc().querySelector('section')).not.toBeNull();
  });

  it("Reject refuses with 4001 'User rejected the request.'", async () => {
    const result = outcome(visitor.approve(request, new AbortController().signal));
    trustedClick(button('Reject'));
    expect(await result).toMatchObject({ error: { code: 4001, message: 'User rejected the request.' } });
  });

  it(`an approval never in view is refused with 4100 after ${approvalShowTimeoutMs / 1000} s; one seen waits for the visitor`, async () => {
    const unseen = outcome(visitor.approve(request, new AbortController().signal));
    vi.advanceTimersByTime(approvalShowTimeoutMs);
    expect(await unseen).toMatchObject({
      error: {
        code: 4100,
        message: 'The requested method and/or account has not been authorized by the user.',
      },
    });
    let settled = false;
    void visitor.approve(request, new AbortController().signal).finally(() => {
      settled = true;
    });
    observer().report(true);
    vi.advanceTimersByTime(approveArmDelayMs + approvalShowTimeoutMs * 3);
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('shows one approval at a time, in the order they came; an aborted one goes away', async () => {
    const first = new AbortController();
    const firstOutcome = outcome(visitor.approve(request, first.signal));
    const second = outcome(
      visitor.approve(
        { ...request, method: 'eth_sendTransaction', params: [{ to: '0xb0b', value: '0x1' }] },
        new AbortController().signal,
      ),
    );
    expect(doc().querySelectorAll('section')).toHaveLength(1);
    expect(doc().querySelector('h1')?.textContent).toBe('Sign message');
    first.abort(new Error('Request was aborted'));
    expect(await firstOutcome).toMatchObject({ error: { message: 'Request was aborted' } });
    expect(doc().querySelector('h1')?.textContent).toBe('Send transaction');
    trustedClick(button('Reject'));
    expect(await second).toMatchObject({ error: { code: 4001 } });
    expect(doc().querySelector('main')?.childElementCount).toBe(0);
  });
});

describe('the keyboard, with the frame one control of the modal', () => {
  const press = (key: string, shiftKey = false) => {
    const event = new page.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
    (doc().activeElement ?? doc().body).dispatchEvent(event as unknown as Event);
    return event.defaultPrevented;
  };

  it('hands Escape to the modal, and Tab past the last control (Shift+Tab before the first) back to it', () => {
    void outcome(visitor.approve(request, new AbortController().signal));
    expect(press('Escape')).toBe(true);
    // The heading has the focus: Tab goes on inside the frame, Shift+Tab leaves it.
    expect(press('Tab')).toBe(false);
    expect(press('Tab', true)).toBe(true);
    button('Reject').focus();
    // Approve is disabled (not yet in view): Reject is the last control.
    expect(press('Tab')).toBe(true);
    expect(press('Tab', true)).toBe(true);
    expect(press('a')).toBe(false);
    expect(keys).toEqual(['Escape', 'Shift+Tab', 'Tab', 'Shift+Tab']);
  });
});

describe("the frame's recovery-password forms", () => {
  const field = (label: string) => {
    const labelElement = [...doc().querySelectorAll('label')].find(
      (candidate) => candidate.textContent === label,
    );
    return doc().getElementById(labelElement?.getAttribute('for') ?? '') as HTMLInputElement;
  };
  const submit = async () => {
    (doc().querySelector('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(button('Continue').disabled).toBe(false));
  };
  const alertText = () => doc().querySelector('[role="alert"]')?.textContent;

  it('a new password: too short, too guessable, or typed differently is refused in the form; a strong one is chosen', async () => {
    vi.useRealTimers();
    const chosen = outcome(visitor.choosePassword(new AbortController().signal));
    expect(doc().querySelector('h1')?.textContent).toBe('Choose a recovery password');
    expect(field('Recovery password').type).toBe('password');
    field('Recovery password').value = 'short';
    await submit();
    expect(alertText()).toBe('Use at least 10 characters');
    field('Recovery password').value = 'password123';
    await submit();
    expect(alertText()).toMatch(/too easy to guess/);
    field('Recovery password').value = 'correct horse battery staple';
    field('Confirm recovery password').value = 'correct horse battery stapl';
    await submit();
    expect(alertText()).toBe('The passwords do not match');
    field('Confirm recovery password').value = 'correct horse battery staple';
    (doc().querySelector('form') as HTMLFormElement).requestSubmit();
    expect(await chosen).toEqual({ value: 'correct horse battery staple' });
  });

  it('an existing wallet: a wrong password shows its failure and the visitor tries again', async () => {
    vi.useRealTimers();
    const tried: string[] = [];
    const unlocked = outcome(
      visitor.enterPassword(async (password) => {
        tried.push(password);
        if (password !== 'the right one') throw new Error('Wrong recovery password');
      }, new AbortController().signal),
    );
    expect(doc().querySelector('h1')?.textContent).toBe('Enter your recovery password');
    field('Recovery password').value = 'a wrong one';
    await submit();
    expect(alertText()).toBe('Wrong recovery password');
    field('Recovery password').value = 'the right one';
    (doc().querySelector('form') as HTMLFormElement).requestSubmit();
    expect(await unlocked).toEqual({ value: undefined });
    expect(tried).toEqual(['a wrong one', 'the right one']);
  });
});
