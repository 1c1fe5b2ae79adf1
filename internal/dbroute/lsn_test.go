package dbroute

import "testing"

func TestParseLSN(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want LSN
		bad  bool
	}{
		{in: "0/0", want: 0},
		{in: "0/3000060", want: 0x3000060},
		{in: "16/B374D848", want: 0x16_B374D848},
		{in: "FFFFFFFF/FFFFFFFF", want: 1<<64 - 1},
		{in: "", bad: true},
		{in: "3000060", bad: true},
		{in: "1/2/3", bad: true},
		{in: "G/0", bad: true},
		{in: "100000000/0", bad: true},
	} {
		got, err := ParseLSN(tc.in)
		if tc.bad {
			if err == nil {
				t.Errorf("ParseLSN(%q) = %v, want an error", tc.in, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseLSN(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if got.String() != tc.in {
			t.Errorf("%q read back as %q", tc.in, got.String())
		}
	}
}

func TestEndIsWhereAReplicaStops(t *testing.T) {
	l := defaultLayout
	for _, tc := range []struct {
		name    string
		in, out LSN
	}{
		{"mid-page", 0x3000060, 0x3000060},
		{"past a page's header: nothing written on the page", 0x3002018, 0x3002000},
		{"past a segment's long header", 0x3000028, 0x3000000},
		{"40 bytes into a page that starts no segment is a record end", 0x3002028, 0x3002028},
		{"a page's first record ends past the header", 0x3002020, 0x3002020},
	} {
		if got := l.end(tc.in); got != tc.out {
			t.Errorf("%s: end(%v) = %v, want %v", tc.name, tc.in, got, tc.out)
		}
	}
}
