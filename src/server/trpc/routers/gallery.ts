// The gallery: public albums, images and videos (SPEC.md section 7), and the admin's gallery management
// (PRODUCT.md). Photo uploads are the one exception to tRPC: they go to POST /api/gallery/uploads.
import { z } from 'zod'
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
  idSchema,
  pageSchema,
  reorderImagesSchema,
  setCoverSchema,
  updateAlbumSchema,
  updateImageSchema,
  updateVideoSchema,
  videoFieldsSchema,
} from '~/features/gallery/schemas'
import { adminProcedure, createTRPCRouter, publicProcedure } from '../init'

const byId = z.object({ id: idSchema })

export const galleryRouter = createTRPCRouter({
  /** A page of albums (9), newest first; albums without a cover get their first image saved as the cover. */
  albums: publicProcedure.input(pageSchema).query(({ input }) => listAlbums(input.page)),
  /** One album with its images in sort_order, or null ('Album not found'). */
  album: publicProcedure.input(byId).query(({ input }) => getAlbum(input.id)),
  /** A page of videos (12), newest first, with totalCount and hasMore. */
  videos: publicProcedure.input(pageSchema).query(({ input }) => listVideos(input.page)),

  admin: createTRPCRouter({
    albums: adminProcedure.query(() => listAllAlbums()),
    album: adminProcedure.input(byId).query(({ input }) => getAlbum(input.id)),
    createAlbum: adminProcedure.input(albumFieldsSchema).mutation(({ input }) => createAlbum(input)),
    updateAlbum: adminProcedure.input(updateAlbumSchema).mutation(({ input: { id, ...fields } }) => updateAlbum(id, fields)),
    deleteAlbum: adminProcedure.input(byId).mutation(({ input }) => deleteAlbum(input.id)),
    setCover: adminProcedure.input(setCoverSchema).mutation(({ input }) => setAlbumCover(input.albumId, input.imageId)),
    updateImage: adminProcedure.input(updateImageSchema).mutation(({ input: { id, ...fields } }) => updateImage(id, fields)),
    reorderImages: adminProcedure.input(reorderImagesSchema).mutation(({ input }) => reorderImages(input.albumId, input.imageIds)),
    deleteImage: adminProcedure.input(byId).mutation(({ input }) => deleteImage(input.id)),
    videos: adminProcedure.query(() => listAllVideos()),
    createVideo: adminProcedure.input(videoFieldsSchema).mutation(({ input }) => createVideo(input)),
    updateVideo: adminProcedure.input(updateVideoSchema).mutation(({ input: { id, ...fields } }) => updateVideo(id, fields)),
    deleteVideo: adminProcedure.input(byId).mutation(({ input }) => deleteVideo(input.id)),
  }),
})
