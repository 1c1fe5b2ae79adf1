package main

import (
	"fmt"
	"strings"
)

// Traps near POS, codes, Wi-Fi and hotel front-office texts: no secret in any of them.

var hcmTrapGens = []func() Sample{
	hcmTpVoidTicket, hcmTpPOSYamlRef, hcmTpStaffCSV, hcmTpSafeInPerson, hcmTpTempLog, hcmTpAlarmContract,
	hcmTpGuestWifiOpen, hcmTpWpaMasked, hcmTpWifiPolicy, hcmTpBookingMail, hcmTpDHCP, hcmTpResetMail,
	hcmTpReceipt, hcmTpVoidReasons, hcmTpWifiRefVI, hcmTpPwPolicyES, hcmTpAllergens, hcmTpRota,
	hcmTpSupplierOrder, hcmTpKeycardLog, hcmTpMeetingNoCode, hcmTpParkingPlate, hcmTpLockboxLater,
	hcmTpWifiQRPlaceholder, hcmTpNVRSerial, hcmTpInvoice,
}

func hcmTpVoidTicket() Sample {
	t := fmt.Sprintf("Handover PM -> close, %s\n- void on ticket #%d (wrong table) approved by %s\n- table %d comped 2 desserts, reason code 04\n- %d covers, avg spend €%d.%02d\n- card machine 2 needs charging",
		hcmVenue(), hcmN(1000, 99999), hcmStaff(), hcmN(1, 40), hcmN(60, 240), hcmN(18, 65), hcmN(0, 99))
	return hcmTrap("trap-ticket-number", "handover", t)
}

func hcmTpPOSYamlRef() Sample {
	t := fmt.Sprintf("# pos terminal config - %s\nterminal:\n  id: T%s\n  printer: 192.168.%d.%d\nsecurity:\n  manager_pin: ${POS_MANAGER_PIN}\n  pin_length: 4\n  void_requires_pin: true\n  max_discount_pct: %d\n",
		hcmVenue(), rnd(digits, 2), hcmN(0, 20), hcmN(10, 250), pick([]int{10, 15, 20, 25}))
	return hcmTrap("trap-secret-reference", "yaml", t)
}

func hcmTpStaffCSV() Sample {
	rows := []string{"employee_no,name,role,phone,start"}
	for i := 0; i < hcmN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("E%s,%s,%s,%s,%s", rnd(digits, 4), hcmStaff(), pick([]string{"server", "commis", "bartender", "host", "KP"}), hcmPhone(), hcmDate()))
	}
	return hcmTrap("trap-employee-number", "csv", strings.Join(rows, "\n")+"\n")
}

func hcmTpSafeInPerson() Sample {
	t := pick([]string{
		"%s: new safe code from tomorrow. I'll tell each supervisor in person, NOT on here please",
		"%s: el código de la caja fuerte ha cambiado, os lo digo en persona mañana",
		"%s: mã két đổi rồi, gặp chị trực tiếp để lấy nha, không gửi qua Zalo",
	})
	return hcmTrap("trap-no-code", "chat", fmt.Sprintf(t, hcmStaff()))
}

func hcmTpTempLog() Sample {
	rows := []string{"time,unit,temp_c,initials"}
	for i := 0; i < hcmN(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%.1f,%s", hcmClock(), pick([]string{"walk-in", "cold room", "freezer 1", "bar fridge"}), float64(hcmN(-220, 50))/10, rnd(upper, 2)))
	}
	return hcmTrap("trap-temperature-log", "csv", strings.Join(rows, "\n")+"\n")
}

func hcmTpAlarmContract() Sample {
	t := fmt.Sprintf("Alarma: Securitas Direct, contrato nº %s. Si salta por la noche llaman primero al %s y luego a %s. Revisión anual el %s.",
		rnd(digits, 8), hcmPhone(), hcmStaff(), hcmDate())
	return hcmTrap("trap-contract-number", "note", t)
}

func hcmTpGuestWifiOpen() Sample {
	t := fmt.Sprintf("Guest wifi (%s) is open now - no password, just accept the terms on the splash page. Staff wifi unchanged.", hcmSSID())
	return hcmTrap("trap-no-password", "note", t)
}

func hcmTpWpaMasked() Sample {
	t := fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=%s\n    key_mgmt=WPA-PSK\n}\n", hcmSSID(), pick([]string{"\"********\"", "\"<wifi-password>\"", "\"CHANGE_ME\"  # set per venue"}))
	return hcmTrap("trap-placeholder", "config", t)
}

func hcmTpWifiPolicy() Sample {
	t := pick([]string{
		"IT: the staff wifi password has to be at least 12 characters and we change it every 3 months. I'll send the new one to managers tomorrow.",
		"Reminder: never write the wifi password on the whiteboard. If a guest asks, reception prints a voucher.",
		"Nhắc: mật khẩu wifi nhân viên phải từ 12 ký tự, 3 tháng đổi 1 lần.",
	})
	return hcmTrap("trap-password-talk", "note", fmt.Sprintf("%s - %s\n", hcmVenue(), hcmDate())+t)
}

func hcmTpBookingMail() Sample {
	t := fmt.Sprintf("Dear guest,\n\nBooking reference: %s\nConfirmation no.: %s\nCheck-in: %s from 15:00\nRoom type: Double Deluxe, sea view\nTotal: €%d.00 (paid)\n\nWe look forward to welcoming you to %s.",
		rnd(upper, 3)+rnd(digits, 6), rnd(digits, 10), hcmDate(), hcmN(180, 1400), hcmVenue())
	return hcmTrap("trap-booking-reference", "mail", t)
}

func hcmTpDHCP() Sample {
	var rows []string
	for i := 0; i < hcmN(3, 5); i++ {
		mac := []string{}
		for j := 0; j < 6; j++ {
			mac = append(mac, rnd(hexs, 2))
		}
		rows = append(rows, fmt.Sprintf("192.168.1.%d  %s  %s", hcmN(2, 250), strings.Join(mac, ":"), pick([]string{"KDS-1", "ipad-ubereats", "tablet-glovo", "epson-tm-m30", "till-bar"})))
	}
	return hcmTrap("trap-mac-address", "shell", "$ cat /tmp/dhcp.leases | awk '{print $3, $2, $4}'\n"+strings.Join(rows, "\n"))
}

func hcmTpResetMail() Sample {
	t := pick([]string{
		"Hi,\n\nI reset your password for the Partner Hub as requested. You'll receive an email with a link to set a new one; it expires in 24 hours.\n\nDeliveroo Restaurant Support",
		"Hola,\n\nHemos restablecido la contraseña de su cuenta de Glovo Partners. Recibirá un correo para crear una nueva.\n\nUn saludo",
		"Your password was changed on %s. If this wasn't you, contact Uber Eats support.",
	})
	if strings.Contains(t, "%s") {
		t = fmt.Sprintf(t, hcmDate())
	}
	return hcmTrap("trap-password-talk", "mail", t+fmt.Sprintf("\n\nRef: %s-%d", rnd(upper, 2), hcmN(100000, 999999)))
}

func hcmTpReceipt() Sample {
	t := fmt.Sprintf("%s\nNIF B%s\nTicket %s/%d   %s %s\n2x Café con leche   3,60\n1x Tostada tomate   2,80\nTOTAL               6,40\nVISA **** **** **** %s\nTerminal %s\nGracias por su visita",
		strings.ToUpper(hcmVenue()), rnd(digits, 8), rnd(upper, 1), hcmN(10000, 99999), hcmDate(), hcmClock(), rnd(digits, 4), rnd(digits, 8))
	return hcmTrap("trap-masked-card", "receipt", t)
}

func hcmTpVoidReasons() Sample {
	t := "Void reasons - " + hcmVenue() + " (updated " + hcmDate() + ")\n\n| Code | Void reason |\n|---|---|\n| 01 | Wrong item rung in |\n| 02 | Guest changed mind |\n| 03 | Kitchen error |\n| 04 | Comp (manager) |\n\nAll voids over €" + fmt.Sprint(hcmN(10, 30)) + " need a manager's PIN."
	return hcmTrap("trap-reason-codes", "markdown", t)
}

func hcmTpWifiRefVI() Sample {
	t := pick([]string{
		"Mật khẩu wifi khách đã đổi, khách hỏi thì in phiếu ở quầy lễ tân.",
		"Wifi nhân viên: %s - mật khẩu hỏi quản lý ca.",
	})
	if strings.Contains(t, "%s") {
		t = fmt.Sprintf(t, hcmSSID())
	}
	return hcmTrap("trap-secret-reference", "note", fmt.Sprintf("%s, ca %s: ", hcmVenue(), pick([]string{"sáng", "chiều", "tối"}))+t)
}

func hcmTpPwPolicyES() Sample {
	t := pick([]string{
		"Recordad: la contraseña del TPV tiene que tener mínimo 8 caracteres y no puede ser vuestra fecha de nacimiento.",
		"%s, te he reseteado la contraseña del portal de reservas, te llegará un correo para poner una nueva.",
	})
	if strings.Contains(t, "%s") {
		t = fmt.Sprintf(t, hcmStaff())
	}
	return hcmTrap("trap-password-talk", "chat", fmt.Sprintf("[%s] %s: ", hcmClock(), hcmStaff())+t)
}

func hcmTpAllergens() Sample {
	dishes := []string{"Gazpacho", "Phở bò", "Tortilla", "Bánh mì", "Croqueta de jamón", "Churros"}
	rows := []string{"| Dish | Gluten | Milk | Egg | Fish |", "|---|---|---|---|---|"}
	for i := 0; i < hcmN(3, 5); i++ {
		yn := func() string { return pick([]string{"Y", "N"}) }
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s | %s |", hcmPick(dishes), yn(), yn(), yn(), yn()))
	}
	return hcmTrap("trap-allergen-table", "markdown", strings.Join(rows, "\n"))
}

func hcmTpRota() Sample {
	rows := []string{"name,mon,tue,wed,thu,fri"}
	for i := 0; i < hcmN(3, 5); i++ {
		sh := func() string { return pick([]string{"07-15", "11-16", "16-00", "OFF", "10-22"}) }
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s", hcmStaff(), sh(), sh(), sh(), sh(), sh()))
	}
	return hcmTrap("trap-rota", "csv", strings.Join(rows, "\n")+"\n")
}

func hcmTpSupplierOrder() Sample {
	t := fmt.Sprintf("Pedido Makro - cuenta cliente %s\n- SKU %s aceite oliva 5L x4\n- SKU %s limones 5kg x2\n- SKU %s servilletas x10\nEntrega: %s antes de las 10h",
		rnd(digits, 10), rnd(digits, 6), rnd(digits, 6), rnd(digits, 6), hcmDate())
	return hcmTrap("trap-sku", "note", t)
}

func hcmTpKeycardLog() Sample {
	t := fmt.Sprintf("%s %s  card %s issued room %d (2 keys) by %s\n%s %s  card %s cancelled (lost)",
		hcmDate(), hcmClock(), rnd(upper+digits, 10), hcmN(101, 520), hcmStaff(), hcmDate(), hcmClock(), rnd(upper+digits, 10))
	return hcmTrap("trap-card-serial", "log", t)
}

func hcmTpMeetingNoCode() Sample {
	t := fmt.Sprintf("Managers' meeting %s\n1. Terrace opens on the 1st\n2. Security: alarm code changes Monday, %s will give it to each keyholder face to face\n3. New cold room door - keypad installed Friday, code to follow (not by email)\n",
		hcmDate(), hcmStaff())
	return hcmTrap("trap-no-code", "meeting-notes", t)
}

func hcmTpParkingPlate() Sample {
	t := fmt.Sprintf("Estimado cliente: la barrera del parking se abrirá automáticamente al leer su matrícula %s%s. Plaza %d, planta -1.",
		rnd(digits, 4), " "+rnd("BCDFGHJKLMNPRSTVWXYZ", 3), hcmN(1, 60))
	return hcmTrap("trap-plate-number", "mail", t)
}

func hcmTpLockboxLater() Sample {
	t := pick([]string{
		"Hi! Thanks for booking. The lockbox code will be sent by SMS 24h before arrival, once the balance is paid.",
		"¡Hola! El código de la caja de llaves se lo enviaremos por SMS el día antes de la llegada.",
	})
	return hcmTrap("trap-no-code", "chat", fmt.Sprintf("%s (%s, %d nights): ", hcmVenue(), hcmDate(), hcmN(1, 9))+t)
}

func hcmTpWifiQRPlaceholder() Sample {
	t := fmt.Sprintf("template for the table cards:\nWIFI:T:WPA;S:%s;P:<password>;;\n(fill in per venue before printing)", hcmSSID())
	return hcmTrap("trap-placeholder", "note", t)
}

func hcmTpNVRSerial() Sample {
	t := fmt.Sprintf("CCTV recorder: Hikvision DS-7608NI-K2, S/N %s, firmware V4.%d.%d build %s. Storage 4TB, retention 30 days.",
		rnd(upper+digits, 9)+rnd(digits, 9), hcmN(30, 80), hcmN(0, 99), rnd(digits, 6))
	return hcmTrap("trap-serial-number", "note", t)
}

func hcmTpInvoice() Sample {
	t := fmt.Sprintf("Factura %d/%d\nCliente: %s\nIBAN: ES%s %s %s %s %s %s\nImporte: %d,%02d €\nVencimiento: %s",
		hcmN(2024, 2025), hcmN(100, 9999), hcmVenue(), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), hcmN(100, 9000), hcmN(0, 99), hcmDate())
	return hcmTrap("trap-iban", "mail", t)
}
