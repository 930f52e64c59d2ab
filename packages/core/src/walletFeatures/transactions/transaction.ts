/** A transfer of a transaction (§3): a fungible token or an NFT, with its quantity. */
export interface Transfer {
  quantity: { numeric: string };
  fungible_info?: { symbol: string; icon?: { url: string } };
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags?: { is_spam?: boolean } };
}

/** A transaction of the activity history (§3). */
export interface Transaction {
  id: string;
  metadata: {
    minedAt: string;
    /** The CAIP-2 id of the chain it happened on. */
    chain: string;
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
  };
  transfers: Transfer[];
}
