/*
 * 30 inlines, each the one before added to itself, of a value that is no
 * constant: 2^30 additions, whose code took all the memory there was (7 GB
 * in a minute); code generation stops once the clause has more
 * instructions than a program may
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
inline uint64_t i17 = i16 + i16;
inline uint64_t i18 = i17 + i17;
inline uint64_t i19 = i18 + i18;
inline uint64_t i20 = i19 + i19;
inline uint64_t i21 = i20 + i20;
inline uint64_t i22 = i21 + i21;
inline uint64_t i23 = i22 + i22;
inline uint64_t i24 = i23 + i23;
inline uint64_t i25 = i24 + i24;
inline uint64_t i26 = i25 + i25;
inline uint64_t i27 = i26 + i26;
inline uint64_t i28 = i27 + i27;
inline uint64_t i29 = i28 + i28;
inline uint64_t i30 = i29 + i29;

BEGIN
{
	trace(i30 > 0);
	exit(0);
}
