import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveProductContract,
  createProductContract,
  createProductVersionContract,
  updateProductContract,
  type PriceInput,
  type StudioProduct,
} from '@tessera/core/api/studio-commerce';
import { studioApi } from '../../../app/studio-api';
import { productQuery, productsQuery } from '../commerce-queries';
import { isPriceChange, productPatch, type ProductBody } from './product-form';

/**
 * Creating, changing and archiving a product. A change sends only what changed: the product's
 * fields (PATCH), then a new price version when the price differs. Every answer is the product
 * as stored, which the editor and the list then show.
 */
export function useProductMutations(appId: string) {
  const client = useQueryClient();
  const store = (product: StudioProduct) => {
    client.setQueryData(productQuery(appId, product.id).queryKey, { product });
    return client.invalidateQueries({ queryKey: productsQuery(appId).queryKey });
  };

  const create = useMutation({
    mutationFn: ({ product, price }: { product: ProductBody; price: PriceInput }) =>
      studioApi(createProductContract, { params: { appId }, body: { ...product, price } }),
    onSuccess: ({ product }) => store(product),
  });

  const update = useMutation({
    mutationFn: async ({
      stored,
      product,
      price,
    }: {
      stored: StudioProduct;
      product: ProductBody;
      price: PriceInput;
    }) => {
      let latest = stored;
      const patch = productPatch(stored, product);
      if (Object.keys(patch).length > 0) {
        latest = (
          await studioApi(updateProductContract, {
            params: { appId, productId: stored.id },
            body: patch,
          })
        ).product;
        // Kept even if the price change after it fails: the fields did save.
        await store(latest);
      }
      if (isPriceChange(latest, price)) {
        latest = (
          await studioApi(createProductVersionContract, {
            params: { appId, productId: stored.id },
            body: price,
          })
        ).product;
        await store(latest);
      }
      return latest;
    },
  });

  const archive = useMutation({
    mutationFn: (productId: string) =>
      studioApi(archiveProductContract, { params: { appId, productId } }),
    onSuccess: ({ product }) => store(product),
  });

  return { create, update, archive };
}
