import * as v from 'valibot';

/** Schemas of the seed files in fixtures/<set>/; the types below are what the shop holds. */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Text = v.pipe(v.string(), v.nonEmpty());
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const Money = v.pipe(v.number(), v.minValue(0));

export type Category = { id: number; name: string; children: Category[] };
const CategorySchema: v.GenericSchema<Category> = v.object({
  id: Id,
  name: Text,
  children: v.array(v.lazy(() => CategorySchema)),
});

export type StockHolderNode = {
  id: number;
  name: string;
  code: string;
  children: StockHolderNode[];
};
const StockHolderSchema: v.GenericSchema<StockHolderNode> = v.object({
  id: Id,
  name: Text,
  code: Text,
  children: v.array(v.lazy(() => StockHolderSchema)),
});

const ShopSchema = v.object({
  id: Id,
  title: Text,
  domains: v.array(v.string()),
  isActive: v.boolean(),
  isMaintenanceMode: v.boolean(),
  trustSignature: v.optional(v.string()),
  aboutContext: v.optional(v.string()),
  privacyTermsContext: v.optional(v.string()),
  conditionsContext: v.optional(v.string()),
  contactContext: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => {
        try {
          return typeof JSON.parse(text) === 'object';
        } catch {
          return false;
        }
      }, 'contactContext must be JSON text'),
    ),
  ),
  features: v.array(v.string()),
  logo: v.nullable(v.object({ name: Text, extension: Text, fullPath: v.optional(v.string()) })),
  notificationContent: v.optional(v.string()),
  /** Days before and after the start of the current UTC day: see fixtures/README.md. */
  notificationWindow: v.optional(v.object({ startsDaysAgo: v.number(), endsInDays: v.number() })),
});

const UnitSchema = v.object({
  id: v.union([Id, Text]),
  title: v.optional(Text),
  isDefault: v.boolean(),
  conversionFactor: v.optional(v.pipe(v.number(), v.gtValue(0))),
});

const ProductSchema = v.pipe(
  v.object({
    id: Id,
    code: Text,
    title: Text,
    price: Money,
    priceWithDiscount: Money,
    discountPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    images: v.array(Text),
    shopPosition: v.union([v.number(), v.array(v.number())]),
    units: v.optional(v.array(UnitSchema)),
    rate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
    totalReviews: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    soldCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    createdAt: Timestamp,
    parentDetailedAccountId: Id,
    productDescription: v.optional(v.string()),
    shopDescription: v.optional(v.string()),
    features: v.optional(v.union([v.array(v.string()), v.string()])),
  }),
  v.check(
    (product) =>
      !product.units?.length || product.units.filter((unit) => unit.isDefault).length === 1,
    'a product with units needs exactly one default unit',
  ),
);

const BannerSchema = v.object({
  id: Id,
  title: v.optional(v.string()),
  descriptions: v.optional(v.string()),
  link: v.optional(v.string()),
  data: v.optional(v.string()),
  order: v.optional(v.number()),
  startDate: v.optional(Timestamp),
  endDate: v.optional(Timestamp),
});

const UserSchema = v.object({
  id: Id,
  phoneNumber: v.pipe(v.string(), v.regex(/^09\d{9}$/)),
  firstName: Text,
  lastName: Text,
  passwordHash: v.pipe(v.string(), v.regex(/^scrypt:[0-9a-f]+:[0-9a-f]{64}$/)),
  nationalCode: v.nullable(v.string()),
  stockHolderAccountId: v.nullable(Id),
  favouriteProductIds: v.array(Id),
});

const ReviewSchema = v.object({
  id: Id,
  productId: Id,
  userId: v.optional(Id),
  fullName: Text,
  rate: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  comment: Text,
  createdAt: Timestamp,
});

const InvoiceSchema = v.object({
  id: Id,
  userId: Id,
  code: Text,
  dateTime: Timestamp,
  title: v.optional(v.string()),
  type: v.optional(v.string()),
  description: v.optional(v.string()),
  totalAmount: Money,
  discount: Money,
  transportationCost: Money,
  isDraft: v.boolean(),
  items: v.array(
    v.object({
      productId: Id,
      productName: Text,
      amount: v.pipe(v.number(), v.gtValue(0)),
      price: Money,
      unit: Text,
      discount: Money,
    }),
  ),
});

const OrderSchema = v.object({
  id: Id,
  userId: Id,
  code: Text,
  dateTime: Timestamp,
  totalAmount: Money,
  status: Text,
  contactInfoId: v.optional(v.nullable(Id)),
  description: v.optional(v.string()),
  items: v.array(
    v.object({
      productId: Id,
      productName: Text,
      price: Money,
      amount: v.pipe(v.number(), v.gtValue(0)),
      unitName: Text,
    }),
  ),
});

export const ContactInfoSchema = v.object({
  id: Id,
  userId: Id,
  recipient: Text,
  phoneNumber: Text,
  provinceId: Id,
  cityId: Id,
  address: Text,
  postalCode: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  latitude: v.optional(v.nullable(v.number())),
  longitude: v.optional(v.nullable(v.number())),
  isDefault: v.boolean(),
});

/** One schema per seed file, keyed by the file's name without `.json`. */
export const SEED_FILES = {
  shop: ShopSchema,
  categories: CategorySchema,
  products: v.array(ProductSchema),
  banners: v.array(BannerSchema),
  users: v.array(UserSchema),
  'stock-holders': StockHolderSchema,
  reviews: v.array(ReviewSchema),
  invoices: v.array(InvoiceSchema),
  orders: v.array(OrderSchema),
  'contact-info': v.array(ContactInfoSchema),
} as const;

export type SeedFiles = {
  [Name in keyof typeof SEED_FILES]: v.InferOutput<(typeof SEED_FILES)[Name]>;
};
export type SeedShop = v.InferOutput<typeof ShopSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;
export type Unit = v.InferOutput<typeof UnitSchema>;
export type UserRecord = v.InferOutput<typeof UserSchema>;
export type ReviewRecord = v.InferOutput<typeof ReviewSchema>;
export type InvoiceRecord = v.InferOutput<typeof InvoiceSchema>;
export type OrderRecord = v.InferOutput<typeof OrderSchema>;
export type ContactInfoRecord = v.InferOutput<typeof ContactInfoSchema>;
