/** features/delivery-platforms: what other features and the composition root may import; the rest of the folder is its own. */
export { createDeliveryPlatformServices, registerDeliveryPlatformRoutes } from './delivery-platforms.module.js';
export type { DeliveryPlatformServices } from './delivery-platforms.module.js';
export { UberEatsStandIn } from './stand-ins/uber-eats.stand-in.js';
export { FoodpandaStandIn } from './stand-ins/foodpanda.stand-in.js';
export { TokenVault } from './token-vault.js';
