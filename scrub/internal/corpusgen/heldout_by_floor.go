package main

import (
	"fmt"
	"strings"
)

// The floor: nurse stations, badges, door and safe codes, pharmacy, medical devices, biomed.

var hbyFloorGens = []hbyT{
	{6, hbyMedRoomCode}, {5, hbyUnitHandover}, {5, hbyWOWAccount}, {5, hbyTapPin},
	{5, hbyOmnicellPin}, {4, hbyVaultCombo}, {5, hbyClinicAlarm}, {5, hbyPumpServer},
	{5, hbyMonitorService}, {4, hbyUSShare}, {6, hbyIoTWifi}, {4, hbyLockerCombo},
	{4, hbyFaxPortal}, {5, hbyBreakGlass}, {3, hbyBiomedCSV}, {4, hbyDictation},
	{4, hbyWholesaler}, {5, hbyPharmTOTP}, {4, hbyRecoveryNote}, {5, hbyBadgeIncident},
	{5, hbyStickyAudit}, {5, hbyDoorSMS},
}

func hbyDoorCode() string {
	c := hbyPIN(hbyN(4, 6))
	switch rng.IntN(4) {
	case 0:
		return c + "#"
	case 1:
		return "*" + c
	default:
		return c
	}
}

func hbyMedRoomCode() Sample {
	code := hbyDoorCode()
	unit := pick(hbyUnits)
	text := fmt.Sprintf(`%s: FYI the med room keypad on %s was reset by facilities after the lock repair.
New code: %s
Please don't write it on the whiteboard this time 🙃  - %s, charge RN`, hbyPick("[Unit huddle]", "Team", "All staff"), unit, code, hbyFirstN())
	return hbyS("door-code", "chat", text, []string{code}, unit)
}

func hbyUnitHandover() Sample {
	code := hbyDoorCode()
	mrn := hbyMRN()
	text := fmt.Sprintf(`Night charge handover - %s - %s

Census 26/28, 2 pending admits from ED.
Rm %d  %s (MRN %s) - fall risk, bed alarm on, sitter until 07:00
Rm %d  %s - heparin gtt, next PTT at 04:00
Supply room keypad changed tonight, code is %s
Pyxis on the east side down, ticket in.`, pick(hbyUnits), hbyUSDate(), hbyN(401, 430), hbyName(), mrn, hbyN(401, 430), hbyName(), code)
	return hbyS("door-code", "handover", text, []string{code}, mrn)
}

func hbyWOWAccount() Sample {
	pw := hbyPwPl()
	acct := "WOW-" + strings.ToUpper(rnd(lower, 2)) + rnd(digits, 2)
	text := fmt.Sprintf(`Workstations on wheels (%s)

The WOWs log into Windows with a generic account so they can run Imprivata; staff then tap their badge for Epic.
Generic account: %s
Password: %s
If a WOW shows "trust relationship failed" call x%s, do not re-image it yourself.`, pick(hbyOrgs), acct, pw, rnd(digits, 4))
	return hbyS("shared-account-password", "wiki", text, []string{pw}, acct)
}

func hbyTapPin() Sample {
	pin := hbyPIN(4)
	user := hbyUser()
	text := fmt.Sprintf(`Hi %s,

Your badge is now enrolled for tap-and-go on the nursing workstations (username %s).
Your temporary Imprivata PIN is %s. Change it at the first tap: the workstation will prompt you.

%s`, hbyFirstN(), user, pin, hbySign())
	return hbyS("badge-pin", "mail", text, []string{pin}, user)
}

func hbyOmnicellPin() Sample {
	pin := hbyPIN(hbyN(4, 6))
	id := rnd(digits, 6)
	text := fmt.Sprintf(`Pharmacy -> %s: agency RN %s (employee ID %s) set up on the Omnicell.
BioID not enrolled yet, so she gets a temporary PIN: %s
It expires at end of shift, pharmacy will enroll the fingerprint tomorrow.`, pick(hbyUnits), hbyName(), id, pin)
	return hbyS("dispensing-cabinet-pin", "message", text, []string{pin}, id)
}

func hbyVaultCombo() Sample {
	combo := fmt.Sprintf("%d-%d-%d", hbyN(1, 99), hbyN(1, 99), hbyN(1, 99))
	text := fmt.Sprintf(`Pharmacy closing checklist (%s)
[x] CII count reconciled, %d discrepancies
[x] Fridge temps logged (%.1f C)
[x] Vault locked - combo changed today per policy, new combo %s (RPh in charge only)
[ ] Return totes to loading dock`, hbyUSDate(), hbyN(0, 2), 3.0+float64(hbyN(0, 40))/10, combo)
	return hbyS("safe-combination", "checklist", text, []string{combo})
}

func hbyClinicAlarm() Sample {
	code := hbyPIN(4)
	org := pick(hbyOrgs)
	text := fmt.Sprintf(`Closing up %s - for the new front desk staff

1. Check both exam room autoclaves are off
2. Lock the sample closet (key in the top drawer)
3. Set the alarm on the panel by the back door: %s then AWAY. You have 60 seconds.
4. If it goes off, the monitoring company will call %s first.`, org, code, hbyFirstN())
	return hbyS("alarm-code", "note", text, []string{code}, org)
}

func hbyPumpServer() Sample {
	pw := hbyPw()
	host := hbyHost()
	text := fmt.Sprintf(`%s
Alaris Systems Manager upgrade prep
- server: %s (Win 2019), SQL Express local
- admin console login: sysmgr_admin / %s
- drug library v%d.%d staged, pharmacy to approve before push
- biomed to take 5 pumps per unit off the network for testing`, hbyTicket(), host, pw, hbyN(20, 40), hbyN(0, 9))
	return hbyS("device-admin-password", "ticket", text, []string{pw}, host)
}

func hbyMonitorService() Sample {
	pw := hbyPick(rnd(digits, hbyN(4, 8)), hbyPwPl())
	dev := hbyPick("IntelliVue MX450", "Carescape B650", "Hamilton C6", "Puritan Bennett 980", "Zoll R Series", "Alaris 8015")
	text := fmt.Sprintf(`Biomed note: %s, asset %s, on %s

Alarm volume was locked at minimum by someone. Entered service mode
(service password %s) and reset the alarm profile to the unit default.
Unit manager informed. Returned to service %s.`, dev, rnd(digits, 6), pick(hbyUnits), pw, hbyTime())
	return hbyS("device-service-password", "note", text, []string{pw}, dev)
}

func hbyUSShare() Sample {
	pw := hbyPwPl()
	share := `\\fs` + rnd(digits, 2) + `\US_Export$`
	text := fmt.Sprintf(`Ultrasound (%s) can't export DICOM to the share since the password rotation.
Share: %s
Account: CORP\svc_usxfer
New password: %s
Updated on the cart, test export OK for accession %s.`, hbyPick("LOGIQ E10", "EPIQ 7", "Acuson Sequoia"), share, pw, rnd(digits, 9))
	return hbyS("service-account-password", "ticket", text, []string{pw}, share)
}

func hbyIoTWifi() Sample {
	key := hbyPick(hbyPwPl(), rnd(alnum, hbyN(16, 28)), pick(hbyLowerWords)+pick(hbyLowerWords)+rnd(digits, 3))
	ssid := hbyPick("CLIN-IOT", "BIOMED-5G", "Telemetry-WLAN", "HOSP-DEVICES", "PUMPNET")
	var text string
	format := "chat"
	if hbyChance(50) {
		text = fmt.Sprintf(`For the new telemetry monitors: connect them to SSID %s (WPA2-PSK), passphrase %s.
Do not put them on the staff network, the vendor only supports PSK.`, ssid, key)
	} else {
		format = "yaml"
		text = fmt.Sprintf(`network:
  wifis:
    wlan0:
      access-points:
        "%s":
          password: "%s"
      dhcp4: true`, ssid, key)
	}
	return hbyS("wifi-key", format, text, []string{key}, ssid)
}

func hbyLockerCombo() Sample {
	combo := fmt.Sprintf("%02d-%02d-%02d", hbyN(0, 39), hbyN(0, 39), hbyN(0, 39))
	text := fmt.Sprintf(`hey it's %s, I'm stuck in the OR till 8 - can you grab my charger from my locker? #%d in the women's locker room, combo %s. thank u!!`,
		hbyFirstN(), hbyN(10, 240), combo)
	return hbyS("locker-combination", "sms", text, []string{combo})
}

func hbyFaxPortal() Sample {
	pw := hbyPw()
	mail := "frontdesk@" + hbyDomain()
	text := fmt.Sprintf(`Subject: eFax account

Hi %s, the referrals fax number now goes to the online fax portal instead of the machine.
Sign in at the portal with %s and the password %s
Check it at least every 2 hours, specialists send consult notes there.

%s`, hbyFirstN(), mail, pw, hbySign())
	return hbyS("portal-password", "mail", text, []string{pw}, mail)
}

func hbyBreakGlass() Sample {
	pw := hbyPw()
	acct := "EMERG" + rnd(digits, 2)
	text := fmt.Sprintf(`Handover %s
- Epic down 02:40-03:25 (storage failover). BCA printed fine on all units.
- Used break-glass account %s during the outage for ED registration; envelope opened, password was %s.
  Privacy officer notified, account to be reset by IAM in the morning.
- No patient safety events reported.`, hbyUSDate(), acct, pw)
	return hbyS("break-glass-password", "handover", text, []string{pw}, acct)
}

func hbyBiomedCSV() Sample {
	p1, p2 := hbyPwPl(), rnd(digits, hbyN(4, 6))
	s1, s2, s3 := rnd(upper+digits, 10), rnd(upper+digits, 10), rnd(upper+digits, 10)
	text := fmt.Sprintf(`asset_tag,model,serial,location,service_user,service_password
BM-%s,GE Carescape R860,%s,ICU-12,service,%s
BM-%s,Philips Efficia DFM100,%s,ED-Trauma2,,
BM-%s,Mindray BeneVision N17,%s,PACU-04,biomed,%s`, rnd(digits, 5), s1, p1, rnd(digits, 5), s2, rnd(digits, 5), s3, p2)
	return hbyS("device-service-password", "csv", text, []string{p1, p2}, s1, s3)
}

func hbyDictation() Sample {
	pw := hbyPw()
	user := "locum_" + hbyUser()
	text := fmt.Sprintf(`Dr %s - welcome to the reading room. PowerScribe is set up for you:
username %s, password %s. Your PowerMic profile is copied from the radiology template.
Worklists: ED CT, inpatient XR. Call %s if the mic isn't detected.`, pick(hbyLast), user, pw, hbyFirstN())
	return hbyS("app-password", "chat", text, []string{pw}, user)
}

func hbyWholesaler() Sample {
	pw := hbyPw()
	acct := rnd(digits, 9)
	text := fmt.Sprintf(`Ordering (while I'm on leave):
Wholesaler portal account #%s
user: %s   password: %s
Order cutoff is 6 pm for next-morning delivery. CII orders go through CSOS only, not this login.`, acct, strings.ToLower(hbyFirstN())+"rph", pw)
	return hbyS("portal-password", "note", text, []string{pw}, acct)
}

func hbyPharmTOTP() Sample {
	seed := rnd(b32, pick([]int{16, 32}))
	label := "RxShared:" + hbyPick("pharmacy", "rph-oncall", "ivroom") + "@" + hbyDomain()
	text := fmt.Sprintf(`MFA for the shared pharmacy account, so the weekend RPh can add it to their authenticator:
otpauth://totp/%s?secret=%s&issuer=RxShared&digits=6
(scan it, don't forward it)`, label, seed)
	return hbyS("totp-seed", "note", text, []string{seed}, label)
}

func hbyRecoveryNote() Sample {
	codes := hbyRecovery(3)
	acct := "clinicadmin@" + hbyDomain()
	text := fmt.Sprintf("Backup codes for %s (office manager's MFA, keep in the safe)\n\n", acct)
	for _, c := range codes {
		text += "  " + c + "\n"
	}
	text += "Each code works once. Generated " + hbyUSDate()
	return hbyS("recovery-code", "note", text, codes, acct)
}

func hbyBadgeIncident() Sample {
	pin := hbyPIN(4)
	text := fmt.Sprintf(`Privacy incident report %s
Summary: On %s a nursing student documented in Epic under RN %s's credentials. The RN
stated she lent her badge and told the student her tap PIN (%s) because the student's access
was not yet active. %d patient charts were accessed; all were on the student's assignment.
Actions: PIN reset, badge re-issued, both staff referred to manager, HIPAA refresher assigned.
Risk assessment: low probability of compromise, no breach notification required.`, "PR-"+rnd(digits, 5), hbyUSDate(), hbyName(), pin, hbyN(2, 6))
	return hbyS("badge-pin", "report", text, []string{pin})
}

func hbyStickyAudit() Sample {
	pw := hbyPw()
	unit := pick(hbyUnits)
	text := fmt.Sprintf(`Environment of care walkround, %s

Finding 3: Password written on a sticky note on the monitor at the %s nurse station:
"%s" (shared Windows login for the printer PC). Removed by auditor, IT asked to change it.
Finding 4: Sharps container above fill line in Rm %d.`, hbyUSDate(), unit, pw, hbyN(200, 540))
	return hbyS("shared-account-password", "report", text, []string{pw}, unit)
}

func hbyDoorSMS() Sample {
	code := hbyDoorCode()
	text := hbyPick(
		fmt.Sprintf("Staff entrance code changed from tonight: %s . Pls don't share with agency until they're badged. -Security", code),
		fmt.Sprintf("reminder: new OR core door code is %s (starts 0600 tmrw)", code),
		fmt.Sprintf("the sleep lab side door code is %s, techs arrive at 7:30pm", code),
	)
	return hbyS("door-code", "sms", text, []string{code})
}
