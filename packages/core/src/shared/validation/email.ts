// A practical ASCII address check (RFC 5321 lengths, dot-atom local part, hostname domain), written
// without a single backtracking-prone regex. Internationalised addresses are rejected on purpose:
// a Cyrillic 'а' that looks like a Latin 'a' must not pass as the address the user thinks it is.
const maxEmailLength = 254;
const maxLocalLength = 64;
const maxLabelLength = 63;
const localAtom = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const topLevelLabel = /^[A-Za-z]{2,}$/;

/** §5: "Email fields must be valid emails". */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > maxEmailLength) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return isLocalPart(local) && isDomain(domain);
}

function isLocalPart(local: string): boolean {
  return local.length <= maxLocalLength && local.split('.').every((atom) => localAtom.test(atom));
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= maxLabelLength && domainLabel.test(label)) &&
    topLevelLabel.test(labels[labels.length - 1] as string)
  );
}
