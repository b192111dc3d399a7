syscall::read:entry { self->ts = timestamp; this->x = 1; }
syscall::read:return /self->ts/ { @ = sum(timestamp - self->ts); self->ts = 0; }
