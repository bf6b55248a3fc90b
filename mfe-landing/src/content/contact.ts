/**
 * The support channels shown on the landing page. Placeholders on reserved/unassigned values until the
 * business sets real ones; override at build time with ROLLCALL_SUPPORT_EMAIL, ROLLCALL_SUPPORT_PHONE and
 * ROLLCALL_SUPPORT_WHATSAPP (see rspack.config.ts).
 */
export interface ContactDetails {
  email: string;
  /** International format with spaces for reading, e.g. '+91 98765 43210'. */
  phone: string;
  /** International number used for WhatsApp, same format. */
  whatsapp: string;
}

export const contact: ContactDetails = {
  email: process.env.ROLLCALL_SUPPORT_EMAIL || 'support@rollcall.example',
  phone: process.env.ROLLCALL_SUPPORT_PHONE || '+91 00000 00000',
  whatsapp: process.env.ROLLCALL_SUPPORT_WHATSAPP || '+91 00000 00000',
};

const digits = (phone: string) => phone.replace(/\D/g, '');

export const mailtoHref = (details: ContactDetails) =>
  `mailto:${details.email}?subject=${encodeURIComponent('Register my institute on RollCall')}`;
export const telHref = (details: ContactDetails) => `tel:+${digits(details.phone)}`;
export const whatsappHref = (details: ContactDetails) =>
  `https://wa.me/${digits(details.whatsapp)}?text=${encodeURIComponent('Hello RollCall, I would like to register my institute.')}`;
