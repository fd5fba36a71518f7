import {
  contactInfoPageSchema,
  contactInfoSchema,
  type ContactInfoInput,
} from '../schemas/contact-info';
import { pageQuery, type EndpointContext, type PageQuery } from './context';

const ADDRESS_PAGE_SIZE = 20;

export type AddressesApi = ReturnType<typeof addressesEndpoints>;

export function addressesEndpoints({ call }: EndpointContext) {
  return {
    getContactInfos: (query: PageQuery = {}) =>
      call(
        {
          method: 'GET',
          path: '/api/shop/users/contact-info',
          query: pageQuery(query, ADDRESS_PAGE_SIZE),
        },
        contactInfoPageSchema,
      ),

    addContactInfo: (input: ContactInfoInput) =>
      call({ method: 'POST', path: '/api/shop/users/contact-info', body: input }, contactInfoSchema),

    /** Changes the given fields of the address with this id. */
    updateContactInfo: (input: { id: string } & Partial<ContactInfoInput>) =>
      call({ method: 'PATCH', path: '/api/shop/users/contact-info', body: input }, contactInfoSchema),
  };
}
