/** The feature keys of get-data (API-NOTES.md) with their Persian labels and icons. */
const FEATURES: Record<string, { label: string; icon: string }> = {
  freeShipping: { label: 'ارسال رایگان', icon: 'truck' },
  fastExpressDelivery: { label: 'ارسال سریع و اکسپرس', icon: 'bolt' },
  cashOnDelivery: { label: 'پرداخت در محل', icon: 'cash' },
  sevenDayReturnGuarantee: { label: 'هفت روز ضمانت بازگشت', icon: 'return' },
  twentyFourSevenSupport: { label: 'پشتیبانی ۲۴ ساعته', icon: 'headset' },
  authenticityGuaranteed: { label: 'ضمانت اصالت کالا', icon: 'shield' },
  bestPriceGuarantee: { label: 'تضمین بهترین قیمت', icon: 'tag' },
  freeGiftWithPurchase: { label: 'هدیه همراه خرید', icon: 'gift' },
  securePaymentGateway: { label: 'درگاه پرداخت امن', icon: 'lock' },
  onlineOrderTracking: { label: 'پیگیری آنلاین سفارش', icon: 'track' },
};

export type FeatureItem = { key: string; label: string; icon: string };

/** Known keys in the shop's order, each once; unknown keys are left out (no label to show). */
export function featureBarItems(keys: readonly string[]): FeatureItem[] {
  const seen = new Set<string>();
  const items: FeatureItem[] = [];
  for (const key of keys) {
    const feature = FEATURES[key.trim()];
    if (!feature || seen.has(key.trim())) continue;
    seen.add(key.trim());
    items.push({ key: key.trim(), ...feature });
  }
  return items;
}
