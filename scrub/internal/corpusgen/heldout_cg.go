package main

// heldout-cg is a blind held-out corpus part: research labs and university HPC clusters (SSH and
// cluster logins, Jupyter tokens, Slurm job scripts, instrument PCs, licence servers, data portal
// tokens, lab wikis and mailing lists) in English, French and Chinese. It was written without
// reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hcgGen is one template with how many samples to draw from it.
type hcgGen struct {
	n int
	f func() Sample
}

func heldoutCG() []Sample {
	var gens []hcgGen
	gens = append(gens, hcgClusterGens()...)
	gens = append(gens, hcgPortalGens()...)
	gens = append(gens, hcgLabGens()...)
	gens = append(gens, hcgMoreGens()...)
	gens = append(gens, hcgShapeGens()...)
	gens = append(gens, hcgTrapGens()...)
	gens = append(gens, hcgTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			var s Sample
			ok := false
			for try := 0; try < 50 && !ok; try++ {
				s = g.f()
				ok = hcgUnambiguous(s)
			}
			if !ok {
				panic("heldout-cg: could not draw an unambiguous sample: " + s.Text)
			}
			hcgCheck(s)
			out = append(out, s)
		}
	}
	return out
}

// hcgUnambiguous rejects draws where a short secret also occurs elsewhere by chance.
func hcgUnambiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) > 1 {
			return false
		}
	}
	for _, k := range s.Keep {
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				return false
			}
		}
	}
	return true
}

func hcgCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cg: nil secrets: " + s.Text)
	}
	if s.Category == "" || s.Format == "" {
		panic("heldout-cg: missing category or format: " + s.Text)
	}
	var spans [][2]int
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cg: secret %q not in text %q", sec, s.Text))
		}
		spans = append(spans, hcgSpans(s.Text, sec)...)
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cg: keep %q not in text %q", k, s.Text))
		}
		for _, ks := range hcgSpans(s.Text, k) {
			for _, ss := range spans {
				if ks[0] < ss[1] && ss[0] < ks[1] {
					panic(fmt.Sprintf("heldout-cg: keep %q overlaps a secret in %q", k, s.Text))
				}
			}
		}
	}
}

func hcgSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; i+len(sub) <= len(text); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
	return out
}

// hcgS builds a sample with secrets; hcgT builds a trap.
func hcgS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcgT(cat, format, text string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}, Keep: keep}
}

func hcgP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hcgN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

var hcgFirsts = []string{"marie", "julien", "camille", "thomas", "chloe", "lucas", "manon", "antoine",
	"wei", "hao", "xiaoming", "jing", "yuxuan", "lina", "zihan", "tom", "sarah", "priya", "ahmed",
	"yuki", "elena", "jonas", "ines", "mateo", "olga", "kofi", "anna", "paul"}
var hcgLasts = []string{"dupont", "martin", "bernard", "moreau", "lefevre", "garnier", "zhang", "wang",
	"chen", "liu", "li", "zhao", "huang", "smith", "patel", "nguyen", "kowalski", "schmidt", "rossi",
	"okafor", "tanaka", "silva", "durand", "fournier"}

func hcgFirst() string {
	f := hcgP(hcgFirsts...)
	return strings.ToUpper(f[:1]) + f[1:]
}

func hcgUser() string {
	f, l := hcgP(hcgFirsts...), hcgP(hcgLasts...)
	switch rng.IntN(6) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return l + f[:1] + fmt.Sprint(hcgN(1, 9))
	case 3:
		return "s" + rnd(digits, 7)
	case 4:
		return l + f
	default:
		return f + "_" + l
	}
}

func hcgDomain() string {
	return hcgP("univ-grenoble-alpes.fr", "u-psud.fr", "ens-lyon.fr", "uni-heidelberg.de", "ed.ac.uk",
		"tsinghua.edu.cn", "zju.edu.cn", "ustc.edu.cn", "epfl.ch", "umich.edu", "ucl.ac.uk",
		"cnrs.fr", "sjtu.edu.cn", "u-bordeaux.fr", "kuleuven.be", "unimelb.edu.au")
}

func hcgHost() string {
	return hcgP("login", "login1", "login2", "frontal", "hpc-login01", "gate", "ssh", "cluster") + "." +
		hcgP("hpc", "mesocentre", "calcul", "hpc2", "taiyi", "pi", "grid", "cirrus") + "." + hcgDomain()
}

func hcgNode() string {
	return hcgP("node", "gpu", "cn", "r", "a100-", "v100-", "c") + fmt.Sprintf("%03d", hcgN(1, 480))
}

var hcgWords = []string{"Neutron", "Lisboa", "Photon", "Kestrel", "Cryo", "Soleil", "Montblanc", "Pipette",
	"Dragon", "Panda", "Tokamak", "Quasar", "Helium", "Zebrafish", "Lambda", "Orion", "Pastis",
	"Chamonix", "Huangshan", "Xiongmao", "Confocal", "Synchro", "Baguette", "Gaussian", "Tensor",
	"Lyon", "Chengdu", "Marmotte", "Ribosome", "Pulsar", "Kiwi", "Saturne", "Mistral", "Bamboo"}
var hcgSmall = []string{"horse", "battery", "staple", "river", "cobalt", "falcon", "tulip", "maple",
	"ocean", "pepper", "violet", "copper", "lemon", "tiger", "granite", "orbit", "nuage", "velo",
	"fromage", "chat", "lune", "shui", "shan", "hua", "yun", "feng", "zebra", "quartz"}

const hcgSym = "!#%&*+-.=?@^_~"

// hcgPw is a password a person would invent, in varied shapes.
func hcgPw() string {
	switch rng.IntN(8) {
	case 0:
		return hcgP(hcgWords...) + string(hcgSym[rng.IntN(len(hcgSym))]) + fmt.Sprint(hcgN(2015, 2026))
	case 1:
		sep := hcgP("-", ".", "_")
		return hcgP(hcgSmall...) + sep + hcgP(hcgSmall...) + sep + hcgP(hcgSmall...) + sep + fmt.Sprint(hcgN(1, 99))
	case 2:
		return rnd(alnum, hcgN(6, 9)) + string(hcgSym[rng.IntN(len(hcgSym))]) + rnd(alnum, hcgN(3, 6))
	case 3:
		return hcgP("Woaini", "Xiaomao", "Tiantian", "Beijing", "Wuhan", "Kuaile", "Meimei", "Dabai") +
			hcgP("@", "_", "#", "!") + hcgP("1314", "520", "888", "2023", "2024", "666", fmt.Sprint(hcgN(10, 99)))
	case 4:
		return hcgP("Cr1st@l", "M1cr0sc0pe", "Pr0t30m1cs", "C3ll-Cultur3", "N3ur0n", "L4s3r", "Sp3ctr0") +
			hcgP("-", "_", "!", "") + rnd(digits, hcgN(2, 4))
	case 5:
		return hcgP("Chouette", "Grenouille", "Papillon", "Escargot", "Tournesol", "Cerise") +
			hcgP("$", "!", "*", "%") + hcgP("Lab", "Labo", "Equipe", "Team") + rnd(digits, 2)
	case 6:
		return strings.ToLower(hcgP(hcgWords...)) + rnd(digits, hcgN(3, 5)) + hcgP("!", "?", "")
	default:
		return rnd(alnum+"!@#%^&*", hcgN(12, 20))
	}
}

// hcgUrlPw is a password safe inside a URL's userinfo.
func hcgUrlPw() string {
	if rng.IntN(2) == 0 {
		return hcgP(hcgWords...) + hcgP("-", "_", ".", "~") + rnd(digits, hcgN(2, 4)) + rnd(lower, 2)
	}
	return rnd(alnum, hcgN(10, 22))
}

func hcgPIN(n int) string {
	for {
		p := rnd(digits, n)
		if !strings.HasPrefix(p, "0000") && p != strings.Repeat(p[:1], n) {
			return p
		}
	}
}

func hcgDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hcgN(2022, 2026), hcgN(1, 12), hcgN(1, 28))
}

func hcgFrDate() string {
	return fmt.Sprintf("%02d/%02d/%d", hcgN(1, 28), hcgN(1, 12), hcgN(2022, 2026))
}

func hcgClock() string { return fmt.Sprintf("%02d:%02d", hcgN(7, 22), hcgN(0, 59)) }

func hcgUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcgP("8", "9", "a", "b") +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcgProject() string {
	return hcgP("proj", "pr", "p", "ANR-", "gen", "sci", "ccn") + rnd(digits, hcgN(3, 6))
}

func hcgLabName() string {
	return hcgP("LPNC", "IGBMC", "biophys", "neuroimaging", "cryo-EM", "proteomics", "LMFA", "astro-ml",
		"genomics-core", "NMR platform", "plasma", "soft-matter", "climate-dyn", "蛋白组学平台", "计算化学组")
}

// Vendor-shaped values.
func hcgJupyterTok() string { return rnd(hexs, 48) }
func hcgHF() string         { return "hf_" + rnd(upper+lower, 34) }
func hcgWandb() string      { return rnd(hexs, 40) }
func hcgZenodo() string     { return rnd(alnum, 60) }
func hcgFigshare() string   { return rnd(hexs, 128) }
func hcgGhp() string        { return "ghp_" + rnd(alnum, 36) }
func hcgGlpat() string      { return "glpat-" + rnd(alnum+"-_", 20) }
func hcgAKIA() string       { return hcgP("AKIA", "ASIA") + rnd(b32, 16) }
func hcgAWSSecret() string  { return rnd(alnum+"/+", 40) }
func hcgSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcgN(8, 10)) + "/B" +
		rnd(upper+digits, hcgN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcgTeamsHook() string {
	return "https://" + hcgP("univ", "unistra", "epflch", "uclac", "lab") + ".webhook.office.com/webhookb2/" +
		hcgUUID() + "@" + hcgUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcgUUID()
}
func hcgDiscordHook() string {
	return "https://discord.com/api/webhooks/" + fmt.Sprint(hcgN(1, 9)) + rnd(digits, 18) + "/" + rnd(b64url, 68)
}
