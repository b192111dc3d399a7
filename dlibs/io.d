/*
 * io.d: DTrace's io library: the block I/O view of a request (bufinfo_t,
 * devinfo_t), the file view (fileinfo_t) and the current process's open
 * files (fds[]), translated from the kernel's types, as the io provider's
 * probes give them (args[0] a bufinfo_t *, args[1] a devinfo_t *,
 * args[2] a fileinfo_t *, each from the block layer's struct request *).
 *
 * enum uio_rw	the direction of a transfer, UIO_READ or UIO_WRITE, with the
 *		values DTrace's io.d gives them (0 and 1); uio_rw_t names it.
 * caddr_t	an address as a char *, the type of b_addr and b_iodone.
 * B_BUSY ...	b_flags's bits, with DTrace's values.  Of them a Linux
 *		request sets B_BUSY (it is in flight, or was), B_DONE (it has
 *		completed), B_READ or B_WRITE (its operation: an odd REQ_OP_*
 *		writes), B_ASYNC (a write that is not synchronous:
 *		neither REQ_SYNC, REQ_FUA nor REQ_PREFLUSH; reads are
 *		synchronous, as the kernel's op_is_sync() says), B_PAGEIO (a
 *		swap request, REQ_SWAP) and B_PHYS (any other); never B_ERROR,
 *		as a request does not keep its error.  The REQ_* bits are
 *		those of 5.x and 6.x kernels (REQ_SYNC 1 << 11, REQ_FUA
 *		1 << 17, REQ_PREFLUSH 1 << 18, REQ_SWAP 1 << 24).
 *
 * bufinfo_t < struct request *R >
 *	b_bcount and b_bufsize	the bytes the request has left to transfer
 *			(blk_rq_bytes(): all of them until it completes)
 *	b_blkno and b_lblkno	its first sector (512-byte units) on the
 *			device, as blk_rq_pos() (Linux has no logical block
 *			number apart from it)
 *	b_addr		0 (a request's memory is a list of pages)
 *	b_resid		0 and b_error 0 (a request keeps neither: the io
 *			provider's done probe has the error and residue)
 *	b_iodone	the completion routine of its first bio, else the
 *			request's end_io
 *	b_edev		the device, Linux's dev_t (major << 20 | minor): the
 *			partition's when the request names one (R->part),
 *			else the disk's
 * devinfo_t < struct request *R >
 *	dev_major, dev_minor	of b_edev
 *	dev_instance	the disk's first minor divided by its minors per
 *			disk (0 for the first disk of a driver: vda 0, vdb 1)
 *	dev_name	the name of the driver bound to the disk's device
 *			("virtio_blk", "sd", "nvme"), "<unknown>" if none
 *	dev_statname	the kernel's name of the partition or disk ("sda",
 *			"sda1", "vda", "nvme0n1p1"), as /proc/diskstats
 *	dev_pathname	"/dev/" and dev_statname (devtmpfs' name)
 * fileinfo_t < struct request *R >
 *	the block layer does not know the file of a request: fi_name,
 *	fi_dirname, fi_pathname, fi_fs and fi_mount are "<none>", fi_offset
 *	and fi_oflags 0 (DTrace gives "<none>" for a buf without a file)
 * fileinfo_t < struct file *F >  (NULL: as for a request)
 *	fi_pathname	d_path() of the file's path, fi_name its dentry's name,
 *			fi_dirname the directory of fi_pathname (dirname());
 *			for a pipe, a socket or an anonymous inode, the name
 *			/proc/PID/fd gives it ("pipe:[INODE]",
 *			"socket:[INODE]", "anon_inode:[eventfd]") as
 *			fi_pathname and fi_name, and fi_dirname "."
 *	fi_offset	the file position (f_pos), fi_oflags the open flags
 *			(f_flags: O_* bits as Linux's open(2) takes them)
 *	fi_fs		the file system type's name ("ext4", "tmpfs", "pipefs")
 *	fi_mount	"<unknown>": the mount point has no struct path of its
 *			own for d_path() to walk
 * fds[fd]	fileinfo_t of the current process's open file fd: its file
 *		table's entry (curthread->files->fdt->fd[fd]); a negative,
 *		too large or closed fd gives the "<none>" fileinfo_t.
 */
typedef enum uio_rw {
	UIO_READ,
	UIO_WRITE
} uio_rw_t;

typedef char *caddr_t;

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

typedef struct bufinfo {
	int b_flags;
	size_t b_bcount;
	caddr_t b_addr;
	uint64_t b_lblkno;
	uint64_t b_blkno;
	size_t b_resid;
	size_t b_bufsize;
	caddr_t b_iodone;
	int b_error;
	dev_t b_edev;
} bufinfo_t;

/* cmd_flags: REQ_OP_* in the low 8 bits; state 2: MQ_RQ_COMPLETE */
translator bufinfo_t < struct request *R > {
	b_flags = B_BUSY | (R->state == 2 ? B_DONE : 0) |
	    (R->cmd_flags & 1 ? B_WRITE : B_READ) |
	    (R->cmd_flags & 1 && !(R->cmd_flags & (1 << 11 | 1 << 17 | 1 << 18)) ? B_ASYNC : 0) |
	    (R->cmd_flags & 1 << 24 ? B_PAGEIO : B_PHYS);
	b_bcount = R->__data_len;
	b_addr = 0;
	b_lblkno = R->__sector;
	b_blkno = R->__sector;
	b_resid = 0;
	b_bufsize = R->__data_len;
	b_iodone = R->bio != NULL ? (caddr_t)R->bio->bi_end_io : (caddr_t)R->end_io;
	b_error = 0;
	b_edev = R->part != NULL ? R->part->bd_dev : R->q->disk == NULL ? 0 :
	    R->q->disk->major << 20 | R->q->disk->first_minor;
};

typedef struct devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	string dev_name;
	string dev_statname;
	string dev_pathname;
} devinfo_t;

translator devinfo_t < struct request *R > {
	dev_major = R->part != NULL ? getmajor(R->part->bd_dev) :
	    R->q->disk == NULL ? 0 : R->q->disk->major;
	dev_minor = R->part != NULL ? getminor(R->part->bd_dev) :
	    R->q->disk == NULL ? 0 : R->q->disk->first_minor;
	dev_instance = R->q->disk == NULL || R->q->disk->minors == 0 ? 0 :
	    R->q->disk->first_minor / R->q->disk->minors;
	dev_name = R->q->disk == NULL || R->q->disk->part0->bd_device.parent == NULL ||
	    R->q->disk->part0->bd_device.parent->driver == NULL ? "<unknown>" :
	    stringof(R->q->disk->part0->bd_device.parent->driver->name);
	dev_statname = R->part != NULL ? stringof(R->part->bd_device.kobj.name) :
	    R->q->disk == NULL ? "<unknown>" : stringof(R->q->disk->disk_name);
	dev_pathname = R->part != NULL ? strjoin("/dev/", stringof(R->part->bd_device.kobj.name)) :
	    R->q->disk == NULL ? "<unknown>" : strjoin("/dev/", stringof(R->q->disk->disk_name));
};

typedef struct fileinfo {
	string fi_name;
	string fi_dirname;
	string fi_pathname;
	loff_t fi_offset;
	string fi_fs;
	string fi_mount;
	int fi_oflags;
} fileinfo_t;

translator fileinfo_t < struct request *R > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = 0;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

/*
 * the path of file F as /proc/PID/fd shows it: d_path(), but for a pipe, a
 * socket or an anonymous inode, whose dentries have a made-up name
 * (d_op->d_dname) and no path, "pipe:[INODE]", "socket:[INODE]" and
 * "anon_inode:NAME"; another such file (nsfs, memfd...) has its dentry's
 * name; 1: a file of such a dentry
 */
inline int __file_pseudo[struct file *F] = F->f_path.dentry->d_op != NULL &&
    F->f_path.dentry->d_op->d_dname != NULL;
inline string __file_path[struct file *F] = !__file_pseudo[F] ? d_path(&F->f_path) :
    F->f_path.mnt->mnt_sb->s_type->name == "pipefs" ?
    strjoin("pipe:[", strjoin(lltostr(F->f_inode->i_ino), "]")) :
    F->f_path.mnt->mnt_sb->s_type->name == "sockfs" ?
    strjoin("socket:[", strjoin(lltostr(F->f_inode->i_ino), "]")) :
    F->f_path.mnt->mnt_sb->s_type->name == "anon_inodefs" ?
    strjoin("anon_inode:", stringof(F->f_path.dentry->d_name.name)) :
    stringof(F->f_path.dentry->d_name.name);

translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" : __file_pseudo[F] ? __file_path[F] :
	    stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" : dirname(__file_path[F]);
	fi_pathname = F == NULL ? "<none>" : __file_path[F];
	fi_offset = F == NULL ? 0 : F->f_pos;
	fi_fs = F == NULL ? "<none>" : stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" : "<unknown>";
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (fd >= 0 &&
    fd < curthread->files->fdt->max_fds ? curthread->files->fdt->fd[fd] : NULL);
