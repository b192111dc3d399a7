/*
 * The io translators (bufinfo_t, devinfo_t, fileinfo_t from struct request *)
 * on a real request of the disk that holds the test's directory, found by
 * walking from the file the target writes to: its super block's block
 * device, the disk's queue, and the tag set's requests (the first of the
 * first 32 tags of hardware queue 0 or 1 that has been used).  Its members
 * are checked against the disk's facts, given by io-request.sh from /sys:
 * $$1 the disk's name, $2 its major, $$3 its driver.
 */
#pragma D option quiet

#define B	xlate <bufinfo_t *> (this->rq)
#define DV	xlate <devinfo_t *> (this->rq)
#define TRY(h, i) syscall::write:entry \
/pid == $target && arg0 == 1 && this->rq == 0 && this->set->nr_hw_queues > h && \
    this->set->tags[h]->rqs[i] != 0 && this->set->tags[h]->rqs[i]->q != 0/ \
{ \
	this->rq = this->set->tags[h]->rqs[i]; \
}

syscall::write:entry
/pid == $target && arg0 == 1/
{
	this->set = curthread->files->fdt->fd[1]->f_inode->i_sb->s_bdev->bd_disk->queue->tag_set;
	this->rq = (struct request *)0;
}

TRY(0, 0) TRY(0, 1) TRY(0, 2) TRY(0, 3) TRY(0, 4) TRY(0, 5) TRY(0, 6) TRY(0, 7)
TRY(0, 8) TRY(0, 9) TRY(0, 10) TRY(0, 11) TRY(0, 12) TRY(0, 13) TRY(0, 14) TRY(0, 15)
TRY(0, 16) TRY(0, 17) TRY(0, 18) TRY(0, 19) TRY(0, 20) TRY(0, 21) TRY(0, 22) TRY(0, 23)
TRY(0, 24) TRY(0, 25) TRY(0, 26) TRY(0, 27) TRY(0, 28) TRY(0, 29) TRY(0, 30) TRY(0, 31)
TRY(1, 0) TRY(1, 1) TRY(1, 2) TRY(1, 3) TRY(1, 4) TRY(1, 5) TRY(1, 6) TRY(1, 7)
TRY(1, 8) TRY(1, 9) TRY(1, 10) TRY(1, 11) TRY(1, 12) TRY(1, 13) TRY(1, 14) TRY(1, 15)
TRY(1, 16) TRY(1, 17) TRY(1, 18) TRY(1, 19) TRY(1, 20) TRY(1, 21) TRY(1, 22) TRY(1, 23)
TRY(1, 24) TRY(1, 25) TRY(1, 26) TRY(1, 27) TRY(1, 28) TRY(1, 29) TRY(1, 30) TRY(1, 31)

syscall::write:entry
/pid == $target && arg0 == 1 && this->rq == 0/
{
	printf("no used request found\n");
}

syscall::write:entry
/pid == $target && arg0 == 1 && this->rq != 0/
{
	printf("dev_statname is the disk or one of its partitions: %d\n",
	    substr(DV->dev_statname, 0, strlen($$1)) == $$1);
	printf("dev_pathname is /dev/dev_statname: %d\n",
	    DV->dev_pathname == strjoin("/dev/", DV->dev_statname));
	printf("dev_major is the disk's: %d\n", DV->dev_major == $2);
	printf("dev_name is the disk's driver: %d\n", DV->dev_name == $$3);
	printf("b_edev is dev_major:dev_minor: %d\n", getmajor(B->b_edev) == DV->dev_major &&
	    getminor(B->b_edev) == DV->dev_minor);
	printf("B_BUSY: %d, one of B_READ and B_WRITE: %d, B_PHYS or B_PAGEIO: %d\n",
	    (B->b_flags & B_BUSY) != 0,
	    ((B->b_flags & B_READ) != 0) + ((B->b_flags & B_WRITE) != 0) == 1,
	    (B->b_flags & (B_PHYS | B_PAGEIO)) != 0);
	printf("b_blkno and b_lblkno are its sector: %d\n", B->b_blkno == this->rq->__sector &&
	    B->b_lblkno == this->rq->__sector);
	printf("b_bcount and b_bufsize are its bytes: %d\n",
	    B->b_bcount == this->rq->__data_len && B->b_bufsize == this->rq->__data_len);
	printf("b_resid %d b_error %d b_addr %p\n", B->b_resid, B->b_error,
	    B->b_addr);
	printf("fileinfo_t: %s %s %s %s %s %d %d\n", xlate <fileinfo_t> (this->rq).fi_name,
	    xlate <fileinfo_t> (this->rq).fi_dirname, xlate <fileinfo_t> (this->rq).fi_pathname,
	    xlate <fileinfo_t> (this->rq).fi_fs, xlate <fileinfo_t> (this->rq).fi_mount,
	    xlate <fileinfo_t> (this->rq).fi_offset, xlate <fileinfo_t> (this->rq).fi_oflags);
}
