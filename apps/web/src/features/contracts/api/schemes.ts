import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTRACT_API, SCHEME_API, SCHEME_UPLOAD_FIELD, type ContractPageInput, type SchemePageInput } from '@diancan/core';
import { apiQuery, useSaveMutation, useStoreMutation } from '../../../lib/api-query';

/** One page of contract schemes (contract-classification). */
export function useSchemePage(request: SchemePageInput) {
  return useQuery({ ...apiQuery(SCHEME_API.getPage, request), placeholderData: keepPreviousData });
}

/** One scheme with its PDF files. */
export function useSchemeDetail(id: number | null) {
  return useQuery({ ...apiQuery(SCHEME_API.getDetail, { id: id ?? 0 }), enabled: id !== null });
}

/** The store contracts made under a scheme (the same list as a store's contracts tab, filtered by scheme). */
export function useSchemeContracts(request: ContractPageInput) {
  return useQuery({ ...apiQuery(CONTRACT_API.getPage, request), placeholderData: keepPreviousData });
}

/** Saves a scheme; its files were uploaded before and are named by id in `fileIdList`. */
export const useSaveScheme = () => useSaveMutation(SCHEME_API.add, SCHEME_API.update);
export const useRemoveScheme = () => useStoreMutation(SCHEME_API.remove, { success: '刪除成功' });

/** The multipart form of an upload: one part per PDF, all named SCHEME_UPLOAD_FIELD. */
export function schemeFilesForm(files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(SCHEME_UPLOAD_FIELD, file, file.name);
  return form;
}

/** Stores one to three PDFs (the server checks their bytes, count and size again) and answers them with their ids. */
export const useUploadSchemeFiles = () => useStoreMutation(SCHEME_API.upload);
