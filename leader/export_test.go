package leader

// WakePending reports whether a Wake is waiting for Run to take it, so a test can tell when Run
// has taken one.
func (e *Elector) WakePending() bool { return len(e.wake) > 0 }
