import { NetworkList } from '../shared/NetworkList.js';

export function NetworksView() {
  return (
    <div className="view">
      <NetworkList />
    </div>
  );
}
