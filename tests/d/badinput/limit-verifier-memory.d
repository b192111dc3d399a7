/*
 * 16 inlines, each the one before added to itself, of a value that is no
 * constant: 65536 additions in one expression, 900000 instructions without
 * a branch, whose path the kernel's verifier (6.18) cannot allocate the
 * history of (ENOMEM); it was reported as a bug in dtrace, with the
 * ENOSPC of the second load, whose log overflowed
 */
inline uint64_t i0 = timestamp;
inline uint64_t i1 = i0 + i0;
inline uint64_t i2 = i1 + i1;
inline uint64_t i3 = i2 + i2;
inline uint64_t i4 = i3 + i3;
inline uint64_t i5 = i4 + i4;
inline uint64_t i6 = i5 + i5;
inline uint64_t i7 = i6 + i6;
inline uint64_t i8 = i7 + i7;
inline uint64_t i9 = i8 + i8;
inline uint64_t i10 = i9 + i9;
inline uint64_t i11 = i10 + i10;
inline uint64_t i12 = i11 + i11;
inline uint64_t i13 = i12 + i12;
inline uint64_t i14 = i13 + i13;
inline uint64_t i15 = i14 + i14;
inline uint64_t i16 = i15 + i15;

BEGIN
{
	trace(i16 > 0);
	exit(0);
}
