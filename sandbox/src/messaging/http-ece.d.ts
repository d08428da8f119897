// http_ece ships no types; only what the push service calls is declared.
declare module 'http_ece' {
  import { type ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
    key?: Buffer | string;
    salt?: Buffer | string;
    rs?: number;
  }

  const ece: {
    decrypt(buffer: Buffer, params: DecryptParams): Buffer;
    encrypt(buffer: Buffer, params: DecryptParams): Buffer;
  };
  export default ece;
}
