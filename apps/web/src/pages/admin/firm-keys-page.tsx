// /keys: a firm admin's API keys, for the users of their own firm (the administration's page with the firm fixed).
import { ApiKeys } from './api-keys-page.tsx';

export default function FirmKeysPage() {
  return <ApiKeys ownFirm />;
}
