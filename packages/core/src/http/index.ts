export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequestOptions,
  type QueryParams,
  type QueryValue,
} from './httpClient.js';
