/**
 * §2 the Swap view's optional arguments (`open({ view: 'Swap', data })`): the tokens by symbol (`PORT`) or convert
 * API id (`eip155:1:0x…`), and the amount of the "from" token as decimal text.
 */
export interface SwapArguments {
  fromToken?: string;
  toToken?: string;
  amount?: string;
}
