package main

// heldout_x_traps.go: traps made of identifiers: git SHAs, checksums, lockfile integrity
// hashes, UUIDs, request and build ids, versions, image digests, tickets, dates, phone numbers,
// product codes. None of them is a credential; all must come back unchanged.

import (
	"fmt"
	"strings"
)

func bxTrapIDs() []Sample {
	type gen func() (string, string)
	gens := []gen{
		func() (string, string) {
			return "git-log", fmt.Sprintf("commit %s\nAuthor: %s <%s@users.noreply.github.com>\nDate:   Tue Mar %d 14:%02d:11 2024 +0100\n\n    fix(ci): cache gradle wrapper between jobs", bxHex(40), bxTitle(bxL(bxWords)), bxL(bxUsers), bxN(1, 28), bxN(0, 59))
		},
		func() (string, string) {
			return "chat", "reverted " + bxHex(7) + " and cherry-picked " + bxHex(40) + " onto release/" + fmt.Sprint(bxN(1, 9)) + ".x"
		},
		func() (string, string) {
			return "pr-comment", fmt.Sprintf("LGTM. Bisected the flake to %s (\"%s\"), this PR fixes it. Merged as %s.", bxHex(12), bxP("bump okhttp", "refactor asset loader", "drop python 3.8"), bxHex(40))
		},
		func() (string, string) {
			return "shell", fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s", bxHex(40), bxN(0, 5), bxN(0, 30), bxN(0, 9), bxN(1, 80), bxHex(7))
		},
		func() (string, string) {
			return "sha256sum", fmt.Sprintf("%s  %s-%d.%d.%d-linux-amd64.tar.gz\n%s  %s-%d.%d.%d-darwin-arm64.tar.gz", bxHex(64), bxL(bxProjects), bxN(0, 3), bxN(0, 20), bxN(0, 9), bxHex(64), bxL(bxProjects), bxN(0, 3), bxN(0, 20), bxN(0, 9))
		},
		func() (string, string) {
			return "release-notes", fmt.Sprintf("## Checksums\n\n| file | sha256 |\n|---|---|\n| app-release.apk | `%s` |\n| app-release.aab | `%s` |", bxHex(64), bxHex(64))
		},
		func() (string, string) {
			return "package-lock", fmt.Sprintf("\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", "left-pad", bxN(1, 3), bxN(0, 9), bxN(0, 9), "left-pad", "left-pad", 1, 3, 0, bxR(alnum+"+/", 86))
		},
		func() (string, string) {
			return "go.sum", fmt.Sprintf("github.com/%s/%s v1.%d.%d h1:%s=\ngithub.com/%s/%s v1.%d.%d/go.mod h1:%s=", bxL(bxWords), bxL(bxWords), bxN(0, 20), bxN(0, 9), bxR(alnum+"+/", 43), bxL(bxWords), bxL(bxWords), bxN(0, 20), bxN(0, 9), bxR(alnum+"+/", 43))
		},
		func() (string, string) {
			return "cargo.lock", fmt.Sprintf("[[package]]\nname = \"%s\"\nversion = \"0.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"", bxL(bxWords)+"-rs", bxN(1, 30), bxN(0, 9), bxHex(64))
		},
		func() (string, string) {
			return "podfile.lock", fmt.Sprintf("SPEC CHECKSUMS:\n  Alamofire: %s\n  Firebase: %s\n  SnapKit: %s\n\nPODFILE CHECKSUM: %s\n\nCOCOAPODS: 1.15.2", bxHex(40), bxHex(40), bxHex(40), bxHex(40))
		},
		func() (string, string) {
			return "gradle-wrapper", fmt.Sprintf("distributionBase=GRADLE_USER_HOME\ndistributionUrl=https\\://services.gradle.org/distributions/gradle-8.%d-bin.zip\ndistributionSha256Sum=%s\nzipStorePath=wrapper/dists", bxN(1, 9), bxHex(64))
		},
		func() (string, string) {
			return "app-log", fmt.Sprintf("%s WARN  request_id=%s trace_id=%s span_id=%s msg=\"upstream timeout after 30s\"", bxStamp(), bxUUID(), bxHex(32), bxHex(16))
		},
		func() (string, string) {
			return "chat", "support ticket says request id " + bxUUID() + ", can someone grep the gateway logs for it?"
		},
		func() (string, string) {
			return "unity-meta", fmt.Sprintf("fileFormatVersion: 2\nguid: %s\nTextureImporter:\n  mipmaps:\n    enableMipMap: 0\n  spriteMode: 1", bxHex(32))
		},
		func() (string, string) {
			g := strings.ToUpper(bxUUID())
			return "sln", fmt.Sprintf("Project(\"{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}\") = \"%s\", \"%s\\%s.csproj\", \"{%s}\"\nEndProject", bxTitle(bxL(bxWords)), bxTitle(bxL(bxWords)), bxTitle(bxL(bxWords)), g)
		},
		func() (string, string) {
			return "pbxproj", fmt.Sprintf("\t\t%s /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = %s /* AppDelegate.swift */; };", strings.ToUpper(bxHex(24)), strings.ToUpper(bxHex(24)))
		},
		func() (string, string) {
			return "ci-log", fmt.Sprintf("Build #%d (%s) finished: SUCCESS\nBuild ID: %s\nArtifacts: https://ci.example.org/builds/%d/artifacts", bxN(1000, 99999), bxDate(), bxUUID(), bxN(1000, 99999))
		},
		func() (string, string) {
			return "notes", fmt.Sprintf("Released v%d.%d.%d-rc.%d+build.%d to TestFlight (CFBundleVersion %d), Android versionCode %d. Unity %d.%d.%df1.", bxN(1, 4), bxN(0, 20), bxN(0, 9), bxN(1, 5), bxN(100, 9999), bxN(100, 999), bxN(10000, 99999), bxI(2021, 2022, 2023), bxN(1, 3), bxN(1, 40))
		},
		func() (string, string) {
			return "docker", fmt.Sprintf("$ docker pull ghcr.io/%s/%s:%d.%d\n%d.%d: Pulling from %s/%s\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/%s/%s:%d.%d", "forge", "api", 1, 4, 1, 4, "forge", "api", bxHex(64), "forge", "api", 1, 4)
		},
		func() (string, string) {
			return "k8s-yaml", fmt.Sprintf("containers:\n  - name: app\n    image: registry.gitlab.com/%s/%s@sha256:%s\n    imagePullPolicy: IfNotPresent", bxL(bxWords), bxL(bxProjects), bxHex(64))
		},
		func() (string, string) {
			return "chat", fmt.Sprintf("JIRA %s-%d is blocked on #%d upstream; call me at +1 (%d) %d-%04d or +49 30 %d %d after %s", bxP("MOB", "OPS", "GAME", "INFRA"), bxN(10, 9999), bxN(100, 30000), bxN(200, 999), bxN(200, 999), bxN(0, 9999), bxN(100, 999), bxN(1000, 9999), bxP("3pm", "14:00", "lunch"))
		},
		func() (string, string) {
			return "csv", fmt.Sprintf("sku,name,price\n%s-%s-%s,Founder's Pack,19.99\n%s-%s-%s,Soundtrack DLC,4.99", bxR(upper+digits, 3), bxR(upper+digits, 4), bxR(upper+digits, 2), bxR(upper+digits, 3), bxR(upper+digits, 4), bxR(upper+digits, 2))
		},
		func() (string, string) {
			return "chat", fmt.Sprintf("Steam app id %d, App Store id %d, Play package dev.forge.%s. Release window %s.", bxN(400000, 2900000), bxN(1000000000, 1999999999), bxL(bxWords), bxDate())
		},
		func() (string, string) {
			return "sentry", fmt.Sprintf("Sentry event %s in release %s@%d.%d.%d+%d\nTypeError: Cannot read properties of undefined (reading 'map')\n  at renderList (app/components/List.tsx:%d:%d)", bxHex(32), bxL(bxProjects), bxN(1, 4), bxN(0, 9), bxN(0, 9), bxN(100, 999), bxN(10, 200), bxN(1, 40))
		},
		func() (string, string) {
			fp := make([]string, 20)
			for i := range fp {
				fp[i] = strings.ToUpper(bxHex(2))
			}
			return "keytool", "Certificate fingerprints:\n\t SHA1: " + strings.Join(fp, ":") + "\nSignature algorithm name: SHA256withRSA\nVersion: 3"
		},
		func() (string, string) {
			return "terraform-plan", fmt.Sprintf("  # aws_instance.runner will be updated in-place\n  ~ resource \"aws_instance\" \"runner\" {\n        id            = \"i-%s\"\n      ~ ami           = \"ami-%s\" -> \"ami-%s\"\n        subnet_id     = \"subnet-%s\"\n    }", bxHex(17), bxHex(17), bxHex(17), bxHex(17))
		},
		func() (string, string) {
			return "gha-log", fmt.Sprintf("Run actions/cache@v4\nCache restored from key: gradle-Linux-%s\nCache Size: ~%d MB (%d B)\nReceived %d of %d (100.0%%), %.1f MBs/sec", bxHex(64), bxN(100, 900), bxN(100000000, 900000000), bxN(1000, 9999), bxN(1000, 9999), float64(bxN(10, 900))/10)
		},
		func() (string, string) {
			return "crash-report", fmt.Sprintf("Incident Identifier: %s\nCrashReporter Key:   %s\nHardware Model:      iPad13,%d\nProcess:             %s [%d]\nException Type:  EXC_BAD_ACCESS (SIGSEGV)\nThread 0 Crashed:\n0   libswiftCore.dylib  0x%s swift_retain + 8", strings.ToUpper(bxUUID()), bxHex(40), bxN(1, 18), bxTitle(bxL(bxWords)), bxN(100, 9999), bxHex(16))
		},
		func() (string, string) {
			return "chat", fmt.Sprintf("Meeting moved to %s at %s, room 4.%02d. Dial-in +44 20 %d %d.", bxDate(), bxP("10:30", "15:00", "9am"), bxN(1, 30), bxN(1000, 9999), bxN(1000, 9999))
		},
		func() (string, string) {
			return "yarn.lock", fmt.Sprintf("\"%s@^%d.%d.0\":\n  version \"%d.%d.%d\"\n  resolved \"https://registry.yarnpkg.com/%s/-/%s-%d.%d.%d.tgz#%s\"", "chalk", 5, 3, 5, 3, 0, "chalk", "chalk", 5, 3, 0, bxHex(40))
		},
	}
	var out []Sample
	for i := 0; i < 3*len(gens); i++ {
		f, text := gens[i%len(gens)]()
		out = append(out, bxT("trap-id", f, text))
	}
	return out
}
