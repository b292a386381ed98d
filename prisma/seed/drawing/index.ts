// Deterministic school illustrations for the demo seed and tests: SVG scenes rendered with sharp.
export { drawScene, sceneNames, scenes, type DrawOptions, type SceneName } from './scenes'
export { renderJpegWithThumbnail, renderPng, wrapSvg, type RenderedImage } from './render'
export { createRandom, hashSeed, type Random } from './random'
