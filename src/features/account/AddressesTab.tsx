import 'server-only';
import type { ShopApi } from '@/shop-api/index';
import { serverConfig } from '@/server/settings/config';
import { AddressBook } from './AddressBook';
import { withLines } from './address-line';

/** The profile's addresses tab: the saved addresses (GET …/contact-info) with their place names. */
export async function AddressesTab({ api }: { api: ShopApi }) {
  const addresses = await api.getContactInfos({ page: 1 });
  return (
    <AddressBook
      initial={addresses.ok ? withLines(addresses.value.items) : []}
      loadError={addresses.ok ? null : addresses.message}
      tileUrl={serverConfig().mapTileUrl}
    />
  );
}
