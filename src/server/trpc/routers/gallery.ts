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
} from '~/shared/gallery-schemas'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const byId = z.object({ id: idSchema })

export const galleryRouter = createTRPCRouter({
  /** A page of albums (9), newest first; albums without a cover get their first image saved as the cover. */
  albums: publicProcedure.input(pageSchema).query(({ input }) => listAlbums(input.page)),
  /** One album with its images in sort_order, or null ('Album not found'). */
  album: publicProcedure.input(byId).query(({ input }) => getAlbum(input.id)),
  /** A page of videos (12), newest first, with totalCount and hasMore. */
  videos: publicProcedure.input(pageSchema).query(({ input }) => listVideos(input.page)),

  admin: createTRPCRouter({
    albums: procedureFor(['admin']).query(() => listAllAlbums()),
    album: procedureFor(['admin']).input(byId).query(({ input }) => getAlbum(input.id)),
    createAlbum: procedureFor(['admin']).input(albumFieldsSchema).mutation(({ input }) => createAlbum(input)),
    updateAlbum: procedureFor(['admin']).input(updateAlbumSchema).mutation(({ input: { id, ...fields } }) => updateAlbum(id, fields)),
    deleteAlbum: procedureFor(['admin']).input(byId).mutation(({ input }) => deleteAlbum(input.id)),
    setCover: procedureFor(['admin']).input(setCoverSchema).mutation(({ input }) => setAlbumCover(input.albumId, input.imageId)),
    updateImage: procedureFor(['admin']).input(updateImageSchema).mutation(({ input: { id, ...fields } }) => updateImage(id, fields)),
    reorderImages: procedureFor(['admin']).input(reorderImagesSchema).mutation(({ input }) => reorderImages(input.albumId, input.imageIds)),
    deleteImage: procedureFor(['admin']).input(byId).mutation(({ input }) => deleteImage(input.id)),
    videos: procedureFor(['admin']).query(() => listAllVideos()),
    createVideo: procedureFor(['admin']).input(videoFieldsSchema).mutation(({ input }) => createVideo(input)),
    updateVideo: procedureFor(['admin']).input(updateVideoSchema).mutation(({ input: { id, ...fields } }) => updateVideo(id, fields)),
    deleteVideo: procedureFor(['admin']).input(byId).mutation(({ input }) => deleteVideo(input.id)),
  }),
})
