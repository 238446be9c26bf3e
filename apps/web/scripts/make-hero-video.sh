#!/usr/bin/env bash
# Generates the landing-page hero background video (and its poster) from ffmpeg's lavfi
# sources only: no external images or footage. The result is a calm, abstract loop of soft
# emerald, teal and gold light blobs drifting over a deep teal background, with faint
# diagonal light bands, dark enough to sit behind white text.
#
# Every motion term is periodic in DURATION seconds, so the last frame flows into the first
# and the clip loops seamlessly.
#
# Outputs (relative to apps/web):
#   public/media/hero.webm        VP9, no audio
#   public/media/hero.mp4         H.264, yuv420p, +faststart, no audio
#   public/media/hero-poster.webp first frame
#
# Usage: bash apps/web/scripts/make-hero-video.sh   (from any directory)
set -euo pipefail

FFMPEG="${FFMPEG:-ffmpeg}"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT_DIR="${SCRIPT_DIR}/../public/media"
mkdir -p "${OUT_DIR}"

WIDTH=1280
HEIGHT=720
FPS=24
DURATION=10
# The field is computed at a quarter of the output size and upscaled + blurred: the picture
# is made of very soft shapes, so nothing is lost and rendering is ~16x faster.
RW=$((WIDTH / 4))
RH=$((HEIGHT / 4))

TMP_DIR="$(mktemp -d)"
trap 'rm -rf "${TMP_DIR}"' EXIT
MASTER="${TMP_DIR}/master.mkv"

# Phase that completes one full turn per loop.
P="(2*PI*T/${DURATION})"

# Shared per-pixel values, stored in geq registers:
#   0: emerald blob   1: gold blob   2: teal blob   3: diagonal light bands   4: vignette
FIELD="st(0,exp(-(pow(X-W*(0.30+0.12*sin(${P})),2)+pow(Y-H*(0.45+0.18*cos(${P})),2))/(2*pow(0.22*W,2))));"
FIELD+="st(1,exp(-(pow(X-W*(0.72+0.10*cos(${P}+0.8)),2)+pow(Y-H*(0.35+0.14*sin(2*${P})),2))/(2*pow(0.15*W,2))));"
FIELD+="st(2,exp(-(pow(X-W*(0.55+0.16*sin(2*${P}+2)),2)+pow(Y-H*(0.76+0.10*cos(${P}+2)),2))/(2*pow(0.20*W,2))));"
FIELD+="st(3,pow(0.5+0.5*sin(2*PI*(2.5*(0.9*X+0.45*Y)/W)-${P}),10));"
FIELD+="st(4,1-0.9*(pow(X/W-0.5,2)+pow(Y/H-0.5,2)));"

# Colour = deep teal base + emerald + gold + teal glows + faint gold-green bands, then vignette.
RED="${FIELD}(4+10*ld(0)+92*ld(1)+2*ld(2)+14*ld(3))*ld(4)"
GREEN="${FIELD}(22+58*ld(0)+60*ld(1)+40*ld(2)+14*ld(3))*ld(4)"
BLUE="${FIELD}(27+44*ld(0)+16*ld(1)+52*ld(2)+8*ld(3))*ld(4)"

FILTER="color=c=black:s=${RW}x${RH}:r=${FPS}:d=${DURATION},format=gbrp,"
FILTER+="geq=r='${RED}':g='${GREEN}':b='${BLUE}',"
FILTER+="scale=${WIDTH}:${HEIGHT}:flags=bicubic,gblur=sigma=6,format=yuv420p"

# 1) Lossless master (rendered once, encoded twice).
"${FFMPEG}" -hide_banner -loglevel error -y \
  -f lavfi -i "${FILTER}" \
  -c:v ffv1 -level 3 -an "${MASTER}"

# 2) VP9 WebM, two-pass constrained quality.
"${FFMPEG}" -hide_banner -loglevel error -y -i "${MASTER}" \
  -c:v libvpx-vp9 -b:v 380k -maxrate 500k -minrate 150k -crf 36 -row-mt 1 -deadline good -cpu-used 2 \
  -g 240 -pix_fmt yuv420p -an -pass 1 -passlogfile "${TMP_DIR}/vp9" -f null /dev/null
"${FFMPEG}" -hide_banner -loglevel error -y -i "${MASTER}" \
  -c:v libvpx-vp9 -b:v 380k -maxrate 500k -minrate 150k -crf 36 -row-mt 1 -deadline good -cpu-used 2 \
  -g 240 -pix_fmt yuv420p -an -pass 2 -passlogfile "${TMP_DIR}/vp9" "${OUT_DIR}/hero.webm"

# 3) H.264 MP4, two-pass at a fixed average bitrate, web-friendly (yuv420p, moov atom first).
"${FFMPEG}" -hide_banner -loglevel error -y -i "${MASTER}" \
  -c:v libx264 -preset slow -profile:v high -tune grain -b:v 420k -maxrate 600k -bufsize 1200k \
  -g 240 -pix_fmt yuv420p -an -pass 1 -passlogfile "${TMP_DIR}/x264" -f null /dev/null
"${FFMPEG}" -hide_banner -loglevel error -y -i "${MASTER}" \
  -c:v libx264 -preset slow -profile:v high -tune grain -b:v 420k -maxrate 600k -bufsize 1200k \
  -g 240 -pix_fmt yuv420p -an -pass 2 -passlogfile "${TMP_DIR}/x264" \
  -movflags +faststart "${OUT_DIR}/hero.mp4"

# 4) Poster: the first frame as WebP.
"${FFMPEG}" -hide_banner -loglevel error -y -i "${MASTER}" -frames:v 1 \
  -c:v libwebp -quality 80 -compression_level 6 "${OUT_DIR}/hero-poster.webp"

ls -l "${OUT_DIR}/hero.webm" "${OUT_DIR}/hero.mp4" "${OUT_DIR}/hero-poster.webp"
