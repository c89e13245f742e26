import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../app/services/picture-storage.server";

/**
 * A real S3-protocol server (s3rver) on a free port with one bucket, for the S3 path of the
 * picture storage; `stop` closes it and deletes its folder.
 */
export async function startS3(bucket = "pictures") {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    publicUrl: `${endpoint}/${bucket}`,
  };
  /** The environment that makes the shop store its pictures there. */
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: settings.publicUrl,
  };
  return {
    settings,
    env,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
