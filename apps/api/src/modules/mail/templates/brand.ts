// Who a mail is from: the shop's name and colour from Shop Settings and the seller identity that signs every
// mail's footer (legal name, registered address, GSTIN, customer care), read once per mail.
import type { SellerIdentity } from '@chamak/shared/seller';
import type { ShopIdentity } from '@chamak/shared/settings';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import type { DbOrTx } from '../../../db/client.ts';
import { getSetting, sellerIdentityOf } from '../../settings/index.ts';

export type MailBrand = {
  shopName: string;
  /** #rrggbb: the header band and the buttons. */
  colour: string;
  legalName: string;
  address: string[];
  gstin?: string | undefined;
  careEmail: string;
  carePhone: string;
  /** The storefront's address, without a trailing slash; empty when the API does not know it. */
  siteUrl: string;
};

/** A colour the header's white text stays readable on: the saved one when it is a #rrggbb, else the default. */
function safeColour(colour: string | undefined): string {
  return colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : defaultShopIdentity.brandColour!;
}

export function brandFrom(shop: ShopIdentity, seller: SellerIdentity, publicUrl = ''): MailBrand {
  return {
    shopName: shop.name || seller.tradeName,
    colour: safeColour(shop.brandColour),
    legalName: seller.legalName,
    address: seller.registeredAddress,
    gstin: seller.gstin || undefined,
    careEmail: seller.customerCare.email,
    carePhone: seller.customerCare.phone,
    siteUrl: publicUrl.replace(/\/+$/, ''),
  };
}

/** The brand as the settings have it now (in the caller's transaction, so a mail reads what it commits with). */
export async function mailBrandOf(ctx: { db: DbOrTx; publicUrl?: string | undefined }): Promise<MailBrand> {
  const shop = await getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity);
  const seller = await sellerIdentityOf(ctx);
  return brandFrom(shop, seller, ctx.publicUrl);
}
