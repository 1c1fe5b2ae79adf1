package memory

// Work a committed write leaves for the leader's background services, named as they are woken
// (Options.Work): the service reads what waits when told, so an idle leader polls only slowly.
const (
	WorkCount   = "count"   // a new memory's words and hint tokens wait to be counted (CountPending)
	WorkEmbed   = "embed"   // a memory waits for its embedding (BackfillOnce)
	WorkExpiry  = "expiry"  // a memory has an expiry the expiry service may not know of (Expiries)
	WorkReindex = "reindex" // a reindex was asked for (RequestReindex; search.Engine.ReindexOnce)
)

// leftWork tells the leader of the work a committed write left.
func (s *Service) leftWork(topics ...string) {
	if s.opts.Work == nil {
		return
	}
	for _, t := range topics {
		s.opts.Work(t)
	}
}

// savedWork is the work a save or an edit of in left: its words, its embedding when the embedder
// gave none, its expiry.
func (s *Service) savedWork(in SaveInput, embedded bool) {
	s.leftWork(WorkCount)
	if s.embed != nil && !embedded {
		s.leftWork(WorkEmbed)
	}
	if in.ExpiresAt != nil {
		s.leftWork(WorkExpiry)
	}
}
