import {
  type Abi,
  type Address,
  concat,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { ContractArtifact } from './artifacts.js';

// Fixed, so no transaction waits for an estimate: above what any set-up transaction uses, and the
// fee cap above anvil's base fee, which only falls on a chain this quiet.
const gas = 8_000_000n;
const maxFeePerGas = 100_000_000_000n;
const maxPriorityFeePerGas = 1_000_000_000n;

/**
 * The devnet set-up's transactions from one account: signed locally with consecutive nonces and sent
 * one after another without waiting for receipts (anvil mines each on arrival), so later ones can
 * use contracts whose addresses follow from the nonce. `confirmAll` checks that every one succeeded.
 */
export class SetupTransactions {
  private readonly hashes: Hash[] = [];

  private constructor(
    private readonly reader: PublicClient,
    private readonly account: PrivateKeyAccount,
    private readonly chainId: number,
    private nonce: number,
  ) {}

  static async start(reader: PublicClient, account: PrivateKeyAccount): Promise<SetupTransactions> {
    const [chainId, nonce] = await Promise.all([
      reader.getChainId(),
      reader.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    ]);
    return new SetupTransactions(reader, account, chainId, nonce);
  }

  /** Sends the contract creation; resolves to the address the contract gets. */
  async deploy(artifact: ContractArtifact, args: readonly unknown[] = []): Promise<Address> {
    const address = getContractAddress({ from: this.account.address, nonce: BigInt(this.nonce) });
    await this.send(undefined, encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }));
    return address;
  }

  /**
   * Sends the contract creation through the CREATE2 factory at `factory` (input: the salt, then the init code);
   * resolves to the address the contract gets, which depends on the code, arguments and salt only.
   */
  async deployCreate2(
    factory: Address,
    salt: Hex,
    artifact: ContractArtifact,
    args: readonly unknown[] = [],
  ): Promise<Address> {
    const bytecode = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args });
    await this.send(factory, concat([salt, bytecode]));
    return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode });
  }

  async call(
    to: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ): Promise<void> {
    await this.send(to, encodeFunctionData({ abi, functionName, args }), value);
  }

  /** Waits for every transaction sent so far; throws if any reverted. */
  async confirmAll(): Promise<void> {
    const receipts = await Promise.all(
      this.hashes.map((hash) => this.reader.waitForTransactionReceipt({ hash, pollingInterval: 10 })),
    );
    const reverted = receipts.find((receipt) => receipt.status !== 'success');
    if (reverted) {
      throw new Error(
        `Devnet set-up transaction ${reverted.transactionHash} reverted on chain ${this.chainId}`,
      );
    }
  }

  private async send(to: Address | undefined, data: Hex, value?: bigint): Promise<void> {
    const nonce = this.nonce++;
    const serializedTransaction = await this.account.signTransaction({
      type: 'eip1559',
      chainId: this.chainId,
      nonce,
      to,
      data,
      value,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    this.hashes.push(await this.reader.sendRawTransaction({ serializedTransaction }));
  }
}
