import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "../../db/client.server";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * Where stored pictures live: a key such as `img/0123456789abcdef-640.webp` is written once (names
 * are fingerprints of the content, so a key never changes meaning), linked by its public URL and
 * removed when no product uses it any more.
 */
export interface PictureStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The address the shop links to. */
  urlOf(key: string): string;
  /** The key a URL of this storage names, or null for any other address. */
  keyOf(url: string): string | null;
  remove(key: string): Promise<void>;
}

/**
 * A key the storages accept: a folder and a file name of letters, digits, `-` and `.` (the
 * extension may hold digits: the music page's `audio/….mp3`, services/audio.server.ts).
 */
const KEY = /^[a-z]+\/[0-9a-z-]+\.[0-9a-z]+$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid picture key: ${key}`);
  return key;
}

/** `DATA_DIR/uploads`, served by server.ts under /uploads with a year's cache. */
export function diskStorage(dir: string): PictureStorage {
  const prefix = "/uploads/";
  return {
    async put(key, bytes) {
      const file = path.join(dir, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    urlOf: (key) => prefix + checkKey(key),
    keyOf(url) {
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : null;
      return key && KEY.test(key) ? key : null;
    },
    async remove(key) {
      await rm(path.join(dir, checkKey(key)), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a test's s3rver); unset: AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** What the shop links: a CDN or the bucket's public address, without a trailing slash. */
  publicUrl: string;
}

/**
 * A bucket through the AWS SDK; objects are public-cacheable for a year (fingerprinted names).
 * The SDK is loaded at the first upload or removal: it took 0.3 s of each start, also of every
 * shop that stores on disk.
 */
export function s3Storage(settings: S3Settings): PictureStorage {
  let loaded: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null = null;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // Path-style addresses (`endpoint/bucket/key`) work with every S3-compatible server.
        forcePathStyle: Boolean(settings.endpoint),
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const prefix = settings.publicUrl.replace(/\/+$/, "") + "/";
  return {
    async put(key, bytes, contentType) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    urlOf: (key) => prefix + checkKey(key),
    keyOf(url) {
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : null;
      return key && KEY.test(key) ? key : null;
    },
    async remove(key) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: checkKey(key) }),
      );
    },
  };
}

/** The S3 settings of the environment, or null to store on disk (README: configuration). */
function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const region = env.S3_REGION || "us-east-1";
  const endpoint = env.S3_ENDPOINT || undefined;
  const publicUrl =
    env.S3_PUBLIC_URL ||
    (endpoint
      ? `${endpoint.replace(/\/+$/, "")}/${bucket}`
      : `https://${bucket}.s3.${region}.amazonaws.com`);
  return {
    bucket,
    region,
    endpoint,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl,
  };
}

/**
 * Where stored pictures and recordings are served from when that is not the shop itself (an S3
 * bucket or its CDN): the pages' Content-Security-Policy must let them load from there.
 */
export function storageOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? new URL(s3.publicUrl).origin : null;
}

let current: PictureStorage | null = null;

/** The shop's storage: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function pictureStorage(): PictureStorage {
  if (!current) {
    const s3 = s3SettingsFromEnv();
    current = s3 ? s3Storage(s3) : diskStorage(path.join(dataDir(), "uploads"));
  }
  return current;
}
