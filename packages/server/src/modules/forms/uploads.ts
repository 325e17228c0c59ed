import { storeRecordedImage } from '../../integrations/storage/images';
import type { AppContext } from '../../context/app-context';
import { requireOpenForm } from './member-operations';
import { formUploads } from './schema';

/**
 * An image for an image_upload field, through the media pipeline (decided by its bytes,
 * re-encoded without metadata, at most 2000 px): stored under `uploads/<appId>/forms/`, and
 * answered with the id a submission names it by. Only its uploader may use it, on this form.
 */
export async function uploadFormImage(ctx: AppContext, formId: string, bytes: Buffer) {
  const { member } = await ctx.requireMember();
  const form = await requireOpenForm(ctx, formId);
  const { uploadsDir } = ctx.services.uploads;
  return storeRecordedImage({ uploadsDir, appId: ctx.app.id, folder: 'forms', bytes, field: 'body.image' }, async (stored) => {
    const [row] = await ctx.db
      .insert(formUploads)
      .values({ appId: ctx.app.id, formId: form.id, memberId: member.id, path: stored.path, width: stored.width, height: stored.height })
      .returning();
    return { id: row!.id, url: stored.url, width: stored.width, height: stored.height };
  });
}
