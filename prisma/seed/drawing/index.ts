// Deterministic school illustrations for the demo seed and tests: SVG scenes rendered with sharp.
export { drawScene, sceneNames, type DrawOptions, type SceneName } from './scenes'
export { renderJpegWithThumbnail, renderPng } from './render'
export { createRandom } from './random'
