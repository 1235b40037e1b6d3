// getxattr(2) and setxattr(2), which Swift's Glibc module does not export.
// Darwin declares them in the same header, with two more parameters.
#include <sys/xattr.h>
