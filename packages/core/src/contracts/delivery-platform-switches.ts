import { z } from 'zod';

/*
 * The delivery platforms and a store's switches for them, as the store config carries them: apart from the rest of
 * the delivery-platform contract (contracts/delivery-platforms.ts, which re-exports them) so the counter's start,
 * which reads the store config, does not build the platform orders' and OAuth schemas (issue 15, bench:web).
 */

export const DELIVERY_PLATFORMS = ['UBER_EATS', 'FOODPANDA'] as const;
export type DeliveryPlatform = (typeof DELIVERY_PLATFORMS)[number];

/**
 * The session's delivery platform switches (access section 3), in the store config: a platform is on once the store
 * is authorized and bound to a platform store; its invoice switch is thirdPartyInvoiceSwitch.
 */
export const deliveryPlatformSwitchesSchema = z.object({
  uberEats: z.boolean(),
  uberEatsInvoice: z.boolean(),
  foodPanda: z.boolean(),
  foodPandaInvoice: z.boolean(),
});
export type DeliveryPlatformSwitches = z.infer<typeof deliveryPlatformSwitchesSchema>;

/** The switches from each platform's link of the store (absent: never linked, off; the invoice switch defaults on). */
export function deliveryPlatformSwitchesOf(
  links: readonly { platform: DeliveryPlatform; bound: boolean; invoiceSwitch: boolean }[],
): DeliveryPlatformSwitches {
  const of = (platform: DeliveryPlatform) => links.find((link) => link.platform === platform);
  const uberEats = of('UBER_EATS');
  const foodPanda = of('FOODPANDA');
  return {
    uberEats: uberEats?.bound ?? false,
    uberEatsInvoice: uberEats?.invoiceSwitch ?? true,
    foodPanda: foodPanda?.bound ?? false,
    foodPandaInvoice: foodPanda?.invoiceSwitch ?? true,
  };
}
