/**
 * The support channels shown on the landing page, set when the page is built with ROLLCALL_SUPPORT_EMAIL,
 * ROLLCALL_SUPPORT_PHONE and ROLLCALL_SUPPORT_WHATSAPP (see rspack.config.ts). A channel that is not set is
 * not shown: no placeholder a visitor could take for a real address.
 */
export interface ContactDetails {
  email?: string;
  /** International format with spaces for reading, e.g. '+91 98765 43210'. */
  phone?: string;
  /** International number used for WhatsApp, same format. */
  whatsapp?: string;
}

const configured = (value: string | undefined) => value?.trim() || undefined;

export const contact: ContactDetails = {
  email: configured(process.env.ROLLCALL_SUPPORT_EMAIL),
  phone: configured(process.env.ROLLCALL_SUPPORT_PHONE),
  whatsapp: configured(process.env.ROLLCALL_SUPPORT_WHATSAPP),
};

const digits = (phone: string) => phone.replace(/\D/g, '');

export const mailtoHref = (email: string) => `mailto:${email}?subject=${encodeURIComponent('Register my institute on RollCall')}`;
export const telHref = (phone: string) => `tel:+${digits(phone)}`;
export const whatsappHref = (whatsapp: string) =>
  `https://wa.me/${digits(whatsapp)}?text=${encodeURIComponent('Hello RollCall, I would like to register my institute.')}`;
