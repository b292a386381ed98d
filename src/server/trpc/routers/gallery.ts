// The gallery: public albums, images and videos, and the admin's gallery management
// (docs/product.md, Admin tools). Photo uploads are the one exception to tRPC: they go to POST /api/gallery/uploads.
import { recordIdInputSchema } from '~/shared/ids'
import {
  createAlbum,
  deleteAlbum,
  deleteImage,
  getAlbum,
  listAlbums,
  listAllAlbums,
  reorderImages,
  setAlbumCover,
  updateAlbum,
  updateImage,
} from '~/server/gallery/albums'
import { createVideo, deleteVideo, listAllVideos, listVideos, updateVideo } from '~/server/gallery/videos'
import {
  albumFieldsSchema,
  pageSchema,
  reorderImagesSchema,
  setCoverSchema,
  updateAlbumSchema,
  updateImageSchema,
  updateVideoSchema,
  videoFieldsSchema,
} from '~/shared/gallery-schemas'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

export const galleryRouter = createTRPCRouter({
  /** A page of albums (9), newest first; albums without a cover get their first image saved as the cover. */
  albums: publicProcedure.input(pageSchema).query(({ ctx, input }) => listAlbums(ctx, input.page)),
  /** One album with its images in sort_order, or null ('Album not found'). */
  album: publicProcedure.input(recordIdInputSchema).query(({ ctx, input }) => getAlbum(ctx, input.id)),
  /** A page of videos (12), newest first. */
  videos: publicProcedure.input(pageSchema).query(({ ctx, input }) => listVideos(ctx, input.page)),

  admin: createTRPCRouter({
    albums: procedureFor(['admin']).query(({ ctx }) => listAllAlbums(ctx)),
    album: procedureFor(['admin'])
      .input(recordIdInputSchema)
      .query(({ ctx, input }) => getAlbum(ctx, input.id)),
    createAlbum: procedureFor(['admin'])
      .input(albumFieldsSchema)
      .mutation(({ ctx, input }) => createAlbum(ctx, input)),
    updateAlbum: procedureFor(['admin'])
      .input(updateAlbumSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateAlbum(ctx, id, fields)),
    deleteAlbum: procedureFor(['admin'])
      .input(recordIdInputSchema)
      .mutation(({ ctx, input }) => deleteAlbum(ctx, input.id)),
    setCover: procedureFor(['admin'])
      .input(setCoverSchema)
      .mutation(({ ctx, input }) => setAlbumCover(ctx, input.albumId, input.imageId)),
    updateImage: procedureFor(['admin'])
      .input(updateImageSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateImage(ctx, id, fields)),
    reorderImages: procedureFor(['admin'])
      .input(reorderImagesSchema)
      .mutation(({ ctx, input }) => reorderImages(ctx, input.albumId, input.imageIds)),
    deleteImage: procedureFor(['admin'])
      .input(recordIdInputSchema)
      .mutation(({ ctx, input }) => deleteImage(ctx, input.id)),
    videos: procedureFor(['admin']).query(({ ctx }) => listAllVideos(ctx)),
    createVideo: procedureFor(['admin'])
      .input(videoFieldsSchema)
      .mutation(({ ctx, input }) => createVideo(ctx, input)),
    updateVideo: procedureFor(['admin'])
      .input(updateVideoSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateVideo(ctx, id, fields)),
    deleteVideo: procedureFor(['admin'])
      .input(recordIdInputSchema)
      .mutation(({ ctx, input }) => deleteVideo(ctx, input.id)),
  }),
})
