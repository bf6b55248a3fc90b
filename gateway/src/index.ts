export { startGateway, type RunningGateway } from './start-gateway';
export { gatewayOptionsFromEnv } from './env';
export type {
  GatewayOptions,
  GoogleOptions,
  GatewayLimits,
  SessionTimeouts,
  AttemptLimit,
  AccountBackoffPolicy,
} from './options';
