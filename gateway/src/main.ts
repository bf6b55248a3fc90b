import { gatewayOptionsFromEnv } from './env';
import { startGateway } from './start-gateway';

/** The gateway alone, configured by the environment (env.ts). `npm start` runs the whole stack instead. */
async function main() {
  const gateway = await startGateway(gatewayOptionsFromEnv(process.env));
  console.log(`RollCall gateway listening on ${gateway.url}`);
  const stop = () => {
    gateway.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
