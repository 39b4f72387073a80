/* A test fixture for Wine 8, never shipped: Rust's standard library on Windows takes its
 * random numbers from bcryptprimitives.dll's ProcessPrng (Windows 10 and later), which Wine
 * gained only in 9.x. Placed beside directory-desk.exe, this DLL forwards it to
 * RtlGenRandom (advapi32's SystemFunction036), which Wine 8 has.
 * Built by packaging/windows/ci-check.sh: x86_64-w64-mingw32-gcc -shared. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG piece = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, piece)) return FALSE;
        data += piece;
        length -= piece;
    }
    return TRUE;
}
