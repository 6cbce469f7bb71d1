// zlib (Debian zlib1g-dev) for the PDF writer's FlateDecode streams.
#include <zlib.h>
