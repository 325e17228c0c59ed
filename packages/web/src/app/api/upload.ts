import { readAnswer, networkError } from '@tessera/core/api-client';
import type { Contract, ContractResponse } from '@tessera/core/contract';
import { memberApi } from './api';

type UploadArgs = {
  /** The contract's path parameters (`/forms/:id/uploads`). */
  params?: Record<string, string>;
  /** The multipart field the server reads the file from. */
  field: string;
  file: Blob;
  /** 0 to 1 as the bytes leave the device. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart/form-data to a contract's endpoint, with the API client's address,
 * headers and reading of the answer. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which a member on a slow connection needs to see.
 */
export function uploadFile<C extends Contract>(contract: C, { params, field, file, onProgress, signal }: UploadArgs): Promise<ContractResponse<C>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(contract.method, memberApi.url(contract, params ? { params } : {}));
    // The browser sets the multipart Content-Type with its boundary.
    for (const [name, value] of Object.entries(memberApi.headers())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readAnswer(contract, { status: request.status, body: parseJson(request.responseText), retryAfter: request.getResponseHeader('Retry-After') }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(networkError('upload failed'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : 'upload');
    request.send(form);
  });
}
