/*
 * fs.d: the current process's place in the file system.
 *
 * cwd	the path of its working directory
 * root	the path of its root directory (chroot)
 *
 * Both walk the dentries of the task's fs_struct as the kernel's d_path()
 * does (the runtime routine d_path, lib/back/dt_rt.c).
 */
inline string cwd = d_path(&curthread->fs->pwd);
inline string root = d_path(&curthread->fs->root);
